import type { Actor } from '@portal/domain/access';
import {
  type CreatePayrollListInput,
  initialPayrollListStage,
  maxPayrollPeriodDays,
  type PayrollListDetail,
  type PayrollListKind,
} from '@portal/domain/payroll';
import { DomainError, daysBetween } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { insertPayrollList } from '../payroll.repository';
import { gatherIntoList, type ShiftSelection } from './gather-into-list';
import { loadListDetail } from './load-payroll';
import { auditPayroll, type PayrollDependencies } from './payroll-use-case';

export function assertPayrollPeriod(from: string, to: string): void {
  if (from > to || daysBetween(from, to) + 1 > maxPayrollPeriodDays) {
    throw new DomainError('PAYROLL_PERIOD_INVALID', { periodFrom: from, periodTo: to });
  }
}

export type NewPayrollList = CreatePayrollListInput & { kind: PayrollListKind };

/**
 * Makes a list and gathers its shifts, in the caller's transaction (the quick pay and demo seeding make
 * lists too). Audited with the sums, never with personal data.
 */
export async function insertAndGatherList(
  executor: Executor,
  cipher: PersonalDataCipher,
  actor: Actor | null,
  accountId: string,
  input: NewPayrollList,
  now: Date,
  selection: ShiftSelection = {},
) {
  const row = await insertPayrollList(executor, {
    accountId,
    kind: input.kind,
    stage: initialPayrollListStage(input.kind),
    periodFrom: input.periodFrom,
    periodTo: input.periodTo,
    paymentDate: input.paymentDate,
    createdBy: actor?.userId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const result = await gatherIntoList(executor, cipher, row, now, selection);
  if (actor) {
    await auditPayroll(executor, actor, {
      accountId,
      subjectId: row.id,
      action: 'create_list',
      changes: {
        after: { ...input, shifts: result.gathered.length, excluded: result.excluded.length },
      },
    });
  }
  return { row, ...result };
}

/** A pay period: every verified shift of the period on no live payroll, paid per worker (issue 14 §2). */
export async function createPayrollList(
  { db, clock, personalData }: PayrollDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: CreatePayrollListInput },
): Promise<PayrollListDetail> {
  assertPayrollPeriod(input.periodFrom, input.periodTo);
  return db.transaction(async (tx) => {
    const { row, excluded } = await insertAndGatherList(
      tx,
      personalData,
      actor,
      accountId,
      { ...input, kind: 'regular' },
      clock.now(),
    );
    return loadListDetail(tx, personalData, row, excluded);
  });
}
