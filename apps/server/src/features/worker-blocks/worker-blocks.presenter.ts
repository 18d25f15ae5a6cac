import type { WorkerBlock } from '@portal/domain/worker-blocks';
import { isBlockActive } from '@portal/domain/worker-blocks';
import type { WorkerBlockRecord } from './worker-blocks.repository';

/** A block as the history lists it, with area names (`areaNames` holds the names of its areas). */
export function presentWorkerBlock(record: WorkerBlockRecord, areaNames: Map<string, string>): WorkerBlock {
  return {
    id: record.id,
    workerId: record.workerId,
    scope: record.scope,
    accountId: record.accountId,
    areas: record.areaIds.map((id) => ({ id, name: areaNames.get(id) ?? '' })),
    reason: record.reason,
    createdAt: record.createdAt.toISOString(),
    createdBy:
      record.createdBy && record.createdByName
        ? { id: record.createdBy, fullName: record.createdByName }
        : null,
    liftedAt: record.liftedAt?.toISOString() ?? null,
    liftedBy:
      record.liftedBy && record.liftedByName ? { id: record.liftedBy, fullName: record.liftedByName } : null,
    isActive: isBlockActive(record),
  };
}
