import type { Actor } from '@portal/domain/access';
import type { AssignmentWarnings } from '@portal/domain/shifts';
import { assignmentWarnings } from '@portal/domain/shifts';
import { findActiveBlocksOfWorkers, findAreaNames } from '../../worker-blocks/worker-blocks.api';
import { presentShiftWorker } from '../shifts.presenter';
import { findWorkerShiftsAround } from '../shifts.repository';
import {
  assertCan,
  loadBookableWorker,
  readableShift,
  type ShiftsServiceDependencies,
} from './shift-use-case';

/** Days around a shift in which another shift of the worker can share a Helsinki day with it. */
const warningWindowMs = 2 * 24 * 60 * 60 * 1000;

export type GetAssignmentWarningsOptions = {
  actor: Actor;
  accountId: string;
  shiftId: string;
  workerId: string;
};

export async function getAssignmentWarnings(
  { db }: ShiftsServiceDependencies,
  { actor, accountId, shiftId, workerId }: GetAssignmentWarningsOptions,
): Promise<AssignmentWarnings> {
  const { shift, rights } = await readableShift(db, actor, accountId, shiftId);
  assertCan(rights.canManage);
  const worker = await loadBookableWorker(db, accountId, workerId, shift);
  const [workerShifts, blocks] = await Promise.all([
    findWorkerShiftsAround(db, worker.id, {
      from: new Date(shift.startsAt.getTime() - warningWindowMs),
      to: new Date(shift.endsAt.getTime() + warningWindowMs),
    }),
    findActiveBlocksOfWorkers(db, [worker.id]),
  ]);
  const warnings = assignmentWarnings({ shift, workerShifts, blocks });
  const areaNames = await findAreaNames(db, [...new Set(blocks.flatMap((block) => block.areaIds))]);
  const shiftsById = new Map(workerShifts.map((other) => [other.id, other]));
  return {
    worker: presentShiftWorker(worker),
    warnings: warnings.map((warning) => {
      switch (warning.code) {
        case 'SAME_DAY_SHIFT':
          return {
            code: warning.code,
            shifts: warning.shiftIds.flatMap((id) => {
              const other = shiftsById.get(id);
              return other
                ? [
                    {
                      id: other.id,
                      title: other.title,
                      areaName: other.areaName,
                      startsAt: other.startsAt.toISOString(),
                      endsAt: other.endsAt.toISOString(),
                    },
                  ]
                : [];
            }),
          };
        case 'SHIFT_ENDS_NEXT_DAY':
          return { code: warning.code };
        default:
          return {
            code: warning.code,
            scope: warning.scope,
            block: {
              id: warning.block.id,
              reason: warning.block.reason,
              areaNames: warning.block.areaIds.map((id) => areaNames.get(id) ?? ''),
            },
          };
      }
    }),
  };
}
