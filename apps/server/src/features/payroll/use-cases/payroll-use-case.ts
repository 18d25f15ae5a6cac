import type { Actor } from '@portal/domain/access';
import {
  canApplyPayrollListAction,
  type PayrollListAction,
  type PayrollListKind,
  type PayrollListStage,
} from '@portal/domain/payroll';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import type { Clock } from '../../../lib/clock';
import type { PersonalDataCipher } from '../../../lib/personal-data-cipher';
import { findPayroll, findPayrollList, type PayrollListRow, type PayrollRow } from '../payroll.repository';

// What the payroll use cases (one per file in this folder) share: their dependencies, loading a list or
// a payroll of the account (404 for another account's), the stage and lock checks, the audit entry.

export type PayrollDependencies = {
  db: Database;
  clock: Clock;
  /** Opens the workers' identity codes and bank accounts, only to see that they are given. */
  personalData: PersonalDataCipher;
};

export type ListOptions = { actor: Actor; accountId: string; payrollListId: string };
export type PayrollOptions = { actor: Actor; accountId: string; payrollId: string };

export async function getPayrollListRow(
  executor: Executor,
  accountId: string,
  payrollListId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayrollListRow> {
  const row = await findPayrollList(executor, accountId, payrollListId, options);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: payrollListId });
  }
  return row;
}

export async function getPayrollRow(
  executor: Executor,
  accountId: string,
  payrollId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PayrollRow> {
  const row = await findPayroll(executor, accountId, payrollId, options);
  if (!row) {
    throw new DomainError('NOT_FOUND', { id: payrollId });
  }
  return row;
}

/** The stored kind and stage as the domain's (the columns hold only these values). */
export function stageOf(row: PayrollListRow): { kind: PayrollListKind; stage: PayrollListStage } {
  return { kind: row.kind, stage: row.stage as PayrollListStage };
}

/** 409 PAYROLL_LIST_NOT_ALLOWED unless the action applies to the list's kind and stage. */
export function assertListAction(row: PayrollListRow, action: PayrollListAction): void {
  const { kind, stage } = stageOf(row);
  if (!canApplyPayrollListAction(kind, stage, action)) {
    throw new DomainError('PAYROLL_LIST_NOT_ALLOWED', { kind, stage, action });
  }
}

/** 409 PAYROLL_LOCKED for a paid payroll: it never changes again. */
export function assertNotPaid(row: PayrollRow): void {
  if (row.status === 'paid') {
    throw new DomainError('PAYROLL_LOCKED', { id: row.id, paidOn: row.paidOn });
  }
}

export async function auditPayroll(
  executor: Executor,
  actor: Actor,
  entry: { accountId: string; subjectId: string; action: string; changes: Record<string, unknown> },
): Promise<void> {
  await recordAudit(executor, {
    actorId: actor.userId,
    accountId: entry.accountId,
    action: entry.action,
    subject: 'Payroll',
    subjectId: entry.subjectId,
    changes: entry.changes,
  });
}
