import { randomUUID } from 'node:crypto';
import { type BreakRule, breakMinutesOf } from '@portal/domain/pay-rules';
import { helsinkiInstant } from '@portal/domain/shared';
import { historyEntry } from '@portal/domain/shifts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { areas } from '../../apps/server/src/db/schema/areas.schema';
import { accounts } from '../../apps/server/src/db/schema/tenancy.schema';
import { users, workerPaymentDetails } from '../../apps/server/src/db/schema/users.schema';
import { seedIds } from '../../apps/server/src/db/seed/ids';
import { insertShifts } from '../../apps/server/src/features/shifts/shifts.api';
import type { PersonalDataCipher } from '../../apps/server/src/lib/personal-data-cipher';

/**
 * Issue 14's end-to-end story (specs/payroll.spec.ts): two workers of the main demo account made only for
 * it, each with one verified shift under Koivula's contract that no payroll list holds yet. Eetu works the
 * night the summer time ends (04:00 becomes 03:00: 11 real hours between 21:00 and 07:00); Sanna works a
 * Sunday. Their identity codes are fictional (valid check character) and their bank accounts valid Finnish
 * IBANs (Luhn and mod-97 check digits), sealed with the instance's cipher as the workers feature stores them.
 */
export const payrollStory = {
  accountId: seedIds.accounts.south,
  areaName: 'Palvelukoti Koivula',
  periodFrom: '2026-10-18',
  periodTo: '2026-10-25',
  night: {
    worker: { firstName: 'Eetu', lastName: 'Yövuorolainen', birthday: '1988-03-14' },
    identityCode: '140388-1234',
    iban: 'FI8212345600001239',
    bic: 'NDEAFIHH',
    title: 'Lähihoitaja, yövuoro',
    startDay: '2026-10-24',
    start: '21:00',
    endDay: '2026-10-25',
    end: '07:00',
    realMinutes: 11 * 60,
  },
  sunday: {
    worker: { firstName: 'Sanna', lastName: 'Sunnuntailainen', birthday: '1992-07-09' },
    identityCode: '090792-2464',
    iban: 'FI8350001200045679',
    bic: 'OKOYFIHH',
    title: 'Lähihoitaja, sunnuntaivuoro',
    startDay: '2026-10-18',
    start: '08:00',
    endDay: '2026-10-18',
    end: '16:00',
    realMinutes: 8 * 60,
  },
} as const;

export type StoryShift = (typeof payrollStory)['night' | 'sunday'];

export const storyWorkerName = (shift: StoryShift) => `${shift.worker.firstName} ${shift.worker.lastName}`;

/** The minutes a story shift pays: its real minutes less the account's unpaid break where the rule gives one. */
export function paidMinutesOf(shift: StoryShift, rule: BreakRule): number {
  return shift.realMinutes - breakMinutesOf(shift.realMinutes, null, rule);
}

/** The main demo account's break rule, as the portal reads it. */
export async function storyBreakRule(db: Database): Promise<BreakRule> {
  const [row] = await db
    .select({ unpaidTime: accounts.unpaidTime, minHoursWithBreak: accounts.minHoursWithBreak })
    .from(accounts)
    .where(eq(accounts.id, payrollStory.accountId));
  return { unpaidTime: row?.unpaidTime ?? 30, minHoursWithBreak: Number(row?.minHoursWithBreak ?? 0) };
}

/** Inserts the story's workers, their payment details and their verified shifts (after seedDemoData). */
export async function seedPayrollStory(db: Database, cipher: PersonalDataCipher, now: Date): Promise<void> {
  const [area] = await db
    .select({ id: areas.id, contractId: areas.contractId })
    .from(areas)
    .where(and(eq(areas.accountId, payrollStory.accountId), eq(areas.name, payrollStory.areaName)));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.example'));
  if (!area?.contractId || !admin) {
    throw new Error('seed-payroll-story: the demo data has no Koivula contract or no admin');
  }
  const rule = await storyBreakRule(db);
  await db.transaction(async (tx) => {
    for (const story of [payrollStory.night, payrollStory.sunday]) {
      const workerId = randomUUID();
      const createdAt = new Date('2026-01-05T08:00:00Z');
      await tx.insert(users).values({
        id: workerId,
        email: `${story.worker.firstName}.${story.worker.lastName}@tyontekijat.example`
          .toLowerCase()
          .replace('ö', 'o'),
        role: 'worker',
        ...story.worker,
        locale: 'fi',
        organizationId: admin.organizationId,
        accountId: payrollStory.accountId,
        profession: 'lähihoitaja',
        confirmed: true,
        status: 'accepted',
        residency: 'FI',
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(workerPaymentDetails).values({
        workerId,
        identityCodeCipher: cipher.encrypt(story.identityCode),
        ibanCipher: cipher.encrypt(story.iban),
        bic: story.bic,
        updatedAt: now,
      });
      const startsAt = helsinkiInstant(story.startDay, story.start);
      const endsAt = helsinkiInstant(story.endDay, story.end);
      const verifiedAt = new Date(endsAt.getTime() + 86_400_000);
      // Verified as worked: actual times as planned, the break the account's rule gives.
      await insertShifts(tx, [
        {
          accountId: payrollStory.accountId,
          areaId: area.id,
          contractId: area.contractId,
          title: story.title,
          startsAt,
          endsAt,
          status: 'verified',
          isDraft: false,
          reserved: true,
          assignedTo: workerId,
          roleType: 'lähihoitaja',
          workDayType: 'work_day',
          updates: [historyEntry('created', createdAt, { id: admin.id, name: '' })],
          actualStartsAt: startsAt,
          actualEndsAt: endsAt,
          breakMinutes: breakMinutesOf(story.realMinutes, null, rule),
          confirmedAt: endsAt,
          confirmedBy: admin.id,
          verifiedAt,
          verifiedBy: admin.id,
          createdAt,
          updatedAt: verifiedAt,
        },
      ]);
    }
  });
}
