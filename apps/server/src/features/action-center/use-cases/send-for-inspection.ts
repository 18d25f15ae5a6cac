import type { Actor } from '@portal/domain/access';
import type { InspectionResult, SendForInspectionInput } from '@portal/domain/action-center';
import { inspectionProblem } from '@portal/domain/action-center';
import { DomainError } from '@portal/domain/shared';
import { enqueueMail } from '../../outbox/outbox.api';
import { changeShiftIf } from '../../shifts/shifts.api';
import { fullNameOf } from '../action-center.presenter';
import {
  type ActionCenterRow,
  findAreaConfirmationEmails,
  findBreakRule,
  findShifts,
} from '../action-center.repository';
import { inspectionMailLocale, renderInspectionMail } from '../inspection-mail';
import { type ActionCenterServiceDependencies, assertMayUpdate, changedBy } from './action-center-use-case';

/** Where a customer approves the hours it was sent (spec route confirmations/list). */
const confirmationsListPath = '/apps/shifts-&-gigs/confirmations/list';

export type SendForInspectionOptions = { actor: Actor; accountId: string; input: SendForInspectionInput };

/**
 * Marks confirmed shifts as sent for inspection and queues one summary per area to the area's
 * confirmation e-mails. All or nothing: a shift sent or changed meanwhile refuses the whole batch
 * (SHIFT_STATE_CHANGED with its ids), so the list is reloaded rather than half sent.
 */
export async function sendForInspection(
  { db, clock, publicUrl }: ActionCenterServiceDependencies,
  { actor, accountId, input }: SendForInspectionOptions,
): Promise<InspectionResult> {
  return db.transaction(async (tx) => {
    const rows = await findShifts(tx, accountId, input.shiftIds);
    if (rows.length !== input.shiftIds.length) {
      const found = new Set(rows.map((row) => row.id));
      throw new DomainError('NOT_FOUND', { shiftIds: input.shiftIds.filter((id) => !found.has(id)) });
    }
    for (const row of rows) {
      assertMayUpdate(actor, row);
    }
    const stale = rows.filter((row) => inspectionProblem(row) !== null).map((row) => row.id);
    if (stale.length > 0) {
      throw new DomainError('SHIFT_STATE_CHANGED', { shiftIds: stale });
    }
    const account = await findBreakRule(tx, accountId);
    const now = clock.now();
    const by = await changedBy(tx, actor, now);
    const emailsByArea = await findAreaConfirmationEmails(tx, [...new Set(rows.map((row) => row.areaId))]);
    const byArea = new Map<string, ActionCenterRow[]>();
    for (const row of rows) {
      byArea.set(row.areaId, [...(byArea.get(row.areaId) ?? []), row]);
    }
    let mails = 0;
    const areasWithoutEmail: { id: string; name: string }[] = [];
    for (const [areaId, areaRows] of byArea) {
      const recipients = emailsByArea.get(areaId) ?? [];
      for (const row of areaRows) {
        await changeShiftIf(tx, row, {
          expected: { tab: 'inspection', now },
          values: { inspectionSentAt: now },
          state: 'sent_for_inspection',
          detail: { kind: 'recipients', emails: recipients },
          by,
          audit: {
            action: 'sent_for_inspection',
            changes: { after: { inspectionSentAt: now.toISOString(), recipients } },
          },
          reportId: true,
        });
      }
      const areaName = areaRows[0]?.areaName ?? '';
      if (recipients.length === 0) {
        areasWithoutEmail.push({ id: areaId, name: areaName });
        continue;
      }
      const mail = await renderInspectionMail(tx, accountId, inspectionMailLocale(account?.country ?? 'FI'), {
        areaName,
        company: account?.name ?? '',
        link: `${publicUrl}${encodeURI(confirmationsListPath)}`,
        shifts: areaRows.map((row) => ({
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          actualStartsAt: row.actualStartsAt,
          actualEndsAt: row.actualEndsAt,
          breakMinutes: row.breakMinutes,
          workerName:
            row.workerFirstName !== null
              ? fullNameOf({ firstName: row.workerFirstName, lastName: row.workerLastName ?? '' })
              : null,
          roleType: row.roleType,
        })),
      });
      for (const to of recipients) {
        await enqueueMail(tx, { accountId, to, kind: 'shift-inspection', ...mail });
        mails += 1;
      }
    }
    return { sent: rows.length, mails, areasWithoutEmail };
  });
}
