import type { ShiftHistoryDetail, ShiftUpdateEntry, ShiftUpdateState } from '@portal/domain/shifts';
import { historyEntry, type Processer } from '@portal/domain/shifts';
import type { Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { publishChange } from '../../lib/publish-change';
import { refreshGigFigures } from '../gigs/gigs.api';
import type { ShiftRow } from './shift-writes.repository';

// The steps every shift transition takes after its write: the audit row, the gig's figures, the change
// notices, and the history entry written through the domain's history codec.

/** Who changes a shift and when; `actorId` null is the system (a scheduled job). */
export type ShiftChangeBy = { actorId: string | null; processer: Processer; at: Date };

/** The audit row of a transition: its action and what the caller wants remembered. */
export type ShiftAudit = { action: string; changes: Record<string, unknown> };

export type ShiftRef = Pick<ShiftRow, 'id' | 'accountId' | 'gigId'>;

export async function auditShift(
  tx: Executor,
  shift: ShiftRef,
  by: ShiftChangeBy,
  note: ShiftAudit,
): Promise<void> {
  await recordAudit(tx, {
    actorId: by.actorId,
    accountId: shift.accountId,
    action: note.action,
    subject: 'Shift',
    subjectId: shift.id,
    changes: note.changes,
  });
}

export async function announceShift(
  tx: Executor,
  shift: Pick<ShiftRow, 'id' | 'accountId'>,
  action: 'created' | 'updated' | 'deleted' = 'updated',
): Promise<void> {
  await publishChange(tx, { accountId: shift.accountId, subject: 'Shift', id: shift.id, action });
}

/** A change that may move the gig's counts: they are recomputed and the gig announced too. */
export async function refreshGig(tx: Executor, shift: ShiftRef): Promise<void> {
  if (shift.gigId) {
    await refreshGigFigures(tx, shift.gigId);
    await publishChange(tx, {
      accountId: shift.accountId,
      subject: 'Gig',
      id: shift.gigId,
      action: 'updated',
    });
  }
}

export function entryOf(
  state: ShiftUpdateState,
  by: ShiftChangeBy,
  detail?: ShiftHistoryDetail,
): ShiftUpdateEntry {
  return historyEntry(state, by.at, by.processer, detail);
}
