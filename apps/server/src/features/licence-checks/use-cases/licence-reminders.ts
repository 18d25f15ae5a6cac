import { licenceExpiryWindowDays } from '@portal/domain/licence-checks';
import { addDays, defaultLocale, helsinkiDayKey, isLocale } from '@portal/domain/shared';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { publishChange } from '../../../lib/publish-change';
import { enqueueMail } from '../../outbox/outbox.api';
import { presentExpiring } from '../licence-checks.presenter';
import {
  type ExpiringCheckRow,
  findAccountAdmins,
  findAccountName,
  findExpiringChecks,
  markReminded,
} from '../licence-checks.repository';
import { buildLicenceReminderMail, licenceReminderMessageKind } from '../licence-reminder-message';

/**
 * The daily job: each account's admins get one mail (in their own language) listing the licences and
 * permits in force that end within 30 days and were not yet reminded of; each check is reminded of once
 * (`reminder_sent_at`). Rights that have already ended are not mailed: the booking gate stops them.
 */
export function createLicenceReminderService({ db, clock }: { db: Database; clock: Clock }) {
  async function remindAccount(accountId: string, rows: ExpiringCheckRow[], now: Date, today: string) {
    return db.transaction(async (tx) => {
      const admins = await findAccountAdmins(tx, accountId);
      if (admins.length === 0) {
        // Left unreminded: an admin added later still hears of it.
        return 0;
      }
      const company = await findAccountName(tx, accountId);
      const rights = rows.map((row) => presentExpiring(row, today));
      for (const admin of admins) {
        const locale = isLocale(admin.locale) ? admin.locale : defaultLocale;
        const outboxId = await enqueueMail(tx, {
          accountId,
          to: admin.email,
          kind: licenceReminderMessageKind,
          ...buildLicenceReminderMail(locale, company, rights),
        });
        await publishChange(tx, { accountId, subject: 'Outbox', id: outboxId, action: 'created' });
      }
      await markReminded(
        tx,
        rows.map((row) => row.id),
        now,
      );
      return rows.length;
    });
  }

  return {
    /** Sends what is due now; answers how many checks were reminded of. */
    async runReminders(): Promise<{ reminded: number }> {
      const now = clock.now();
      const today = helsinkiDayKey(now);
      const due = await findExpiringChecks(db, {
        accountId: null,
        from: today,
        until: addDays(today, licenceExpiryWindowDays),
        unremindedOnly: true,
      });
      const byAccount = new Map<string, ExpiringCheckRow[]>();
      for (const row of due) {
        byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row]);
      }
      let reminded = 0;
      for (const [accountId, rows] of byAccount) {
        reminded += await remindAccount(accountId, rows, now, today);
      }
      return { reminded };
    },
  };
}

export type LicenceReminderService = ReturnType<typeof createLicenceReminderService>;
