import type { Actor } from '@portal/domain/access';
import { DomainError, upcomingShiftsLimit } from '@portal/domain/shared';
import type { ParsedWorkerInput, ParsedWorkerListQuery } from '@portal/domain/workers';
import {
  ageFilterCutoff,
  helsinkiDateOf,
  isWelcomeMailDue,
  splitFullName,
  type Worker,
  type WorkerActivity,
  type WorkerList,
  type WorkerOptions,
  workerHistoryLimit,
} from '@portal/domain/workers';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { enqueueMail } from '../outbox/outbox.api';
import { replaceWorkerPools } from '../pools/pools.api';
import { renderWelcomeMail } from './welcome-mail';
import { findWorkerHistory } from './worker-history.repository';
import {
  presentConfirmedArea,
  presentHistoryEntry,
  presentUpcomingShift,
  presentWorker,
  presentWorkerSummary,
} from './workers.presenter';
import {
  findAccount,
  findAccountPoolIds,
  findAccountPools,
  findConfirmedAreas,
  findPoolsOfWorkers,
  findUpcomingShifts,
  findWorker,
  findWorkerCities,
  findWorkers,
  insertWorker,
  isEmailTaken,
  markWelcomeSent,
  updateWorker,
  type WorkerRow,
  type WorkerValues,
} from './workers.repository';

export type WorkersServiceDependencies = { db: Database; clock: Clock };

/** The stored columns of a parsed form: the full name split, the rest as typed. */
function valuesOf(input: ParsedWorkerInput): WorkerValues {
  const { fullName, poolIds: _poolIds, ...fields } = input;
  return { ...fields, ...splitFullName(fullName) };
}

/** What an audit entry records of a worker: its stored fields, never secrets. */
function auditedFieldsOf(row: WorkerRow, poolIds: string[]): Record<string, unknown> {
  return {
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    mobile: row.mobile,
    birthday: row.birthday,
    profession: row.profession,
    employmentType: row.employmentType,
    status: row.status,
    confirmed: row.confirmed,
    love: row.love,
    residency: row.residency,
    locale: row.locale,
    addressCity: row.addressCity,
    addressRegion: row.addressRegion,
    applicationSeeking: row.applicationSeeking,
    applicationStart: row.applicationStart,
    applicationEnd: row.applicationEnd,
    poolIds,
  };
}

/** Only the fields whose values differ, as { before, after }. */
function differenceOf(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || isRecord(current); ) {
    if (isRecord(current) && current.code === '23505') {
      return true;
    }
    current = isRecord(current) ? current.cause : undefined;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Personnel use cases; routes have already checked the account scope and the Worker ability. */
export function createWorkersService({ db, clock }: WorkersServiceDependencies) {
  async function assertEmailFree(executor: Executor, email: string, exceptUserId: string | null) {
    if (await isEmailTaken(executor, email, exceptUserId)) {
      throw new DomainError('EMAIL_IN_USE', { field: 'email' });
    }
  }

  /** Pools must be the account's own: an id of another account's pool is answered as not found. */
  async function assertAccountPools(executor: Executor, accountId: string, poolIds: string[]) {
    const found = await findAccountPoolIds(executor, accountId, poolIds);
    if (found.length !== poolIds.length) {
      throw new DomainError('NOT_FOUND', { field: 'poolIds' });
    }
  }

  /** Queues the welcome e-mail in the worker's language and stamps it, so it never goes twice. */
  async function sendWelcomeMail(tx: Executor, actor: Actor, accountId: string, row: WorkerRow) {
    const account = await findAccount(tx, accountId);
    const locale = row.locale ?? 'fi';
    const mail = await renderWelcomeMail(tx, accountId, locale, row.firstName, account?.name ?? '');
    await enqueueMail(tx, { accountId, to: row.email, ...mail, kind: 'welcome' });
    const stamped = await markWelcomeSent(tx, row.id, clock.now());
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'send-welcome-mail',
      subject: 'Worker',
      subjectId: row.id,
      changes: { to: row.email, locale },
    });
    return stamped;
  }

  async function withPools(executor: Executor, accountId: string, row: WorkerRow): Promise<Worker> {
    const pools = await findPoolsOfWorkers(executor, accountId, [row.id]);
    return presentWorker(row, pools.get(row.id) ?? []);
  }

  return {
    /** The personnel list: filters, search, one page, ordered by name. */
    async listWorkers(accountId: string, query: ParsedWorkerListQuery): Promise<WorkerList> {
      const { overFifty, page, perPage, ...filters } = query;
      const bornBefore = overFifty ? ageFilterCutoff(helsinkiDateOf(clock.now())) : null;
      const { rows, total } = await findWorkers(db, {
        ...filters,
        accountId,
        bornBefore,
        limit: perPage,
        offset: (page - 1) * perPage,
      });
      const pools = await findPoolsOfWorkers(
        db,
        accountId,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => presentWorkerSummary(row, pools.get(row.id) ?? [])),
        total,
        page,
        perPage,
      };
    },

    async getWorkerOptions(accountId: string): Promise<WorkerOptions> {
      const [pools, cities] = await Promise.all([
        findAccountPools(db, accountId),
        findWorkerCities(db, accountId),
      ]);
      return { pools, cities };
    },

    async getWorker(accountId: string, workerId: string): Promise<Worker> {
      const row = await findWorker(db, accountId, workerId);
      if (!row) {
        throw new DomainError('NOT_FOUND');
      }
      return withPools(db, accountId, row);
    },

    async createWorker(actor: Actor, accountId: string, input: ParsedWorkerInput): Promise<Worker> {
      try {
        return await db.transaction(async (tx) => {
          const account = await findAccount(tx, accountId);
          if (!account) {
            throw new DomainError('NOT_FOUND');
          }
          await assertEmailFree(tx, input.email, null);
          await assertAccountPools(tx, accountId, input.poolIds);
          let row = await insertWorker(tx, {
            ...valuesOf(input),
            accountId,
            organizationId: account.organizationId,
            createdAt: clock.now(),
          });
          await replaceWorkerPools(tx, accountId, row.id, input.poolIds);
          await recordAudit(tx, {
            actorId: actor.userId,
            accountId,
            action: 'create',
            subject: 'Worker',
            subjectId: row.id,
            changes: { after: auditedFieldsOf(row, input.poolIds) },
          });
          if (isWelcomeMailDue({ wasConfirmed: false, isConfirmed: row.confirmed, welcomeSentAt: null })) {
            row = await sendWelcomeMail(tx, actor, accountId, row);
          }
          await publishChange(tx, { accountId, subject: 'Worker', id: row.id, action: 'created' });
          return withPools(tx, accountId, row);
        });
      } catch (error) {
        // Two saves of the same address at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) {
          throw new DomainError('EMAIL_IN_USE', { field: 'email' });
        }
        throw error;
      }
    },

    async updateWorker(
      actor: Actor,
      accountId: string,
      workerId: string,
      input: ParsedWorkerInput,
    ): Promise<Worker> {
      try {
        return await db.transaction(async (tx) => {
          const before = await findWorker(tx, accountId, workerId);
          if (!before) {
            throw new DomainError('NOT_FOUND');
          }
          await assertEmailFree(tx, input.email, workerId);
          await assertAccountPools(tx, accountId, input.poolIds);
          const poolsBefore = (await findPoolsOfWorkers(tx, accountId, [workerId])).get(workerId) ?? [];
          let row = await updateWorker(tx, accountId, workerId, {
            ...valuesOf(input),
            updatedAt: clock.now(),
          });
          if (!row) {
            throw new DomainError('NOT_FOUND');
          }
          await replaceWorkerPools(tx, accountId, workerId, input.poolIds);
          await recordAudit(tx, {
            actorId: actor.userId,
            accountId,
            action: 'update',
            subject: 'Worker',
            subjectId: workerId,
            changes: differenceOf(
              auditedFieldsOf(
                before,
                poolsBefore.map((pool) => pool.id),
              ),
              auditedFieldsOf(row, input.poolIds),
            ),
          });
          const isDue = isWelcomeMailDue({
            wasConfirmed: before.confirmed,
            isConfirmed: row.confirmed,
            welcomeSentAt: before.welcomeSentAt,
          });
          if (isDue) {
            row = await sendWelcomeMail(tx, actor, accountId, row);
          }
          await publishChange(tx, { accountId, subject: 'Worker', id: workerId, action: 'updated' });
          return withPools(tx, accountId, row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('EMAIL_IN_USE', { field: 'email' });
        }
        throw error;
      }
    },

    /** The worker detail's lists: upcoming booked shifts (900 at most), confirmed areas, history. */
    async getWorkerActivity(accountId: string, workerId: string): Promise<WorkerActivity> {
      const worker = await findWorker(db, accountId, workerId);
      if (!worker) {
        throw new DomainError('NOT_FOUND');
      }
      const [upcoming, areas, history] = await Promise.all([
        findUpcomingShifts(db, { accountId, workerId, now: clock.now(), limit: upcomingShiftsLimit }),
        findConfirmedAreas(db, accountId, workerId),
        findWorkerHistory(db, { accountId, workerId, limit: workerHistoryLimit }),
      ]);
      return {
        upcomingShifts: upcoming.map(presentUpcomingShift),
        confirmedAreas: areas.map(presentConfirmedArea),
        history: history.map(presentHistoryEntry),
      };
    },
  };
}

export type WorkersService = ReturnType<typeof createWorkersService>;
