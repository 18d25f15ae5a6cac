import type { Actor } from '@portal/domain/access';
import { DomainError } from '@portal/domain/shared';
import type {
  AreaOptionList,
  CreateWorkerBlockData,
  WorkerBlock,
  WorkerBlockList,
} from '@portal/domain/worker-blocks';
import { canManageBlockScope, createWorkerBlockProblems } from '@portal/domain/worker-blocks';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { findAccountWorker } from '../worker-search/worker-search.api';
import { presentWorkerBlock } from './worker-blocks.presenter';
import {
  findAccountAreaIds,
  findAreaNames,
  findWorkerBlock,
  insertWorkerBlock,
  liftWorkerBlock,
  listAccountAreaOptions,
  listWorkerBlocks,
  type WorkerBlockRecord,
} from './worker-blocks.repository';

export type WorkerBlocksServiceDependencies = { db: Database; clock: Clock };

type WorkerIds = { accountId: string; workerId: string };

async function assertAccountWorker(executor: Executor, { accountId, workerId }: WorkerIds): Promise<void> {
  if (!(await findAccountWorker(executor, accountId, workerId))) {
    throw new DomainError('NOT_FOUND');
  }
}

async function present(executor: Executor, records: WorkerBlockRecord[]): Promise<WorkerBlock[]> {
  const areaNames = await findAreaNames(executor, [...new Set(records.flatMap((record) => record.areaIds))]);
  return records.map((record) => presentWorkerBlock(record, areaNames));
}

async function presentOne(executor: Executor, ids: WorkerIds & { blockId: string }): Promise<WorkerBlock> {
  const record = await findWorkerBlock(executor, ids);
  if (!record) {
    throw new DomainError('NOT_FOUND');
  }
  const [block] = await present(executor, [record]);
  return block as WorkerBlock;
}

/** Blocking and unblocking workers (spec sections 4 and 5). The route has checked scope and ability. */
export function createWorkerBlocksService({ db, clock }: WorkerBlocksServiceDependencies) {
  return {
    /** The history of the worker's blocks in the account (and whole-app ones), newest first. */
    async listWorkerBlocks(ids: WorkerIds): Promise<WorkerBlockList> {
      await assertAccountWorker(db, ids);
      return { items: await present(db, await listWorkerBlocks(db, ids.accountId, ids.workerId)) };
    },

    /**
     * Blocks the worker. A reason is required, the selected-areas scope needs areas of this account, and
     * only admins may block from the whole app (it reaches every account).
     */
    async createWorkerBlock(
      actor: Actor,
      ids: WorkerIds,
      input: CreateWorkerBlockData,
    ): Promise<WorkerBlock> {
      const problems = createWorkerBlockProblems(input);
      const problem = problems.reason ?? problems.areaIds;
      if (problem) {
        throw new DomainError(problem, { field: problems.reason ? 'reason' : 'areaIds' });
      }
      if (!canManageBlockScope(actor.role, input.scope)) {
        throw new DomainError('FORBIDDEN');
      }
      const areaIds = input.scope === 'areas' ? [...new Set(input.areaIds)] : [];
      return db.transaction(async (tx) => {
        await assertAccountWorker(tx, ids);
        const accountAreaIds = await findAccountAreaIds(tx, ids.accountId, areaIds);
        if (accountAreaIds.length !== areaIds.length) {
          throw new DomainError('NOT_FOUND');
        }
        const blockId = await insertWorkerBlock(tx, {
          workerId: ids.workerId,
          scope: input.scope,
          accountId: input.scope === 'app' ? null : ids.accountId,
          areaIds,
          reason: input.reason,
          createdBy: actor.userId,
          createdAt: clock.now(),
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'create',
          subject: 'WorkerBlock',
          subjectId: blockId,
          changes: { workerId: ids.workerId, scope: input.scope, areaIds, reason: input.reason },
        });
        await publishChange(tx, {
          accountId: ids.accountId,
          subject: 'Worker',
          id: ids.workerId,
          action: 'updated',
        });
        return presentOne(tx, { ...ids, blockId });
      });
    },

    /** Unblocks: the block stays in the history with who lifted it and when. */
    async liftWorkerBlock(actor: Actor, ids: WorkerIds & { blockId: string }): Promise<WorkerBlock> {
      return db.transaction(async (tx) => {
        await assertAccountWorker(tx, ids);
        const block = await findWorkerBlock(tx, ids);
        if (!block) {
          throw new DomainError('NOT_FOUND');
        }
        if (!canManageBlockScope(actor.role, block.scope)) {
          throw new DomainError('FORBIDDEN');
        }
        if (!(await liftWorkerBlock(tx, block.id, actor.userId, clock.now()))) {
          throw new DomainError('CONFLICT');
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId: ids.accountId,
          action: 'lift',
          subject: 'WorkerBlock',
          subjectId: block.id,
          changes: { workerId: ids.workerId, scope: block.scope },
        });
        await publishChange(tx, {
          accountId: ids.accountId,
          subject: 'Worker',
          id: ids.workerId,
          action: 'updated',
        });
        return presentOne(tx, ids);
      });
    },

    /** The account's active areas, for the block dialog and the temporary contract form. */
    async listAreaOptions(accountId: string): Promise<AreaOptionList> {
      return { items: await listAccountAreaOptions(db, accountId) };
    },
  };
}

export type WorkerBlocksService = ReturnType<typeof createWorkerBlocksService>;
