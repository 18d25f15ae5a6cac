import type { Actor } from '@portal/domain/access';
import { defineAbilitiesFor } from '@portal/domain/access';
import type {
  AreaSuggestionsQuery,
  CreateAreaValues,
  ListAreasQuery,
  UpdateAreaValues,
} from '@portal/domain/areas';
import {
  type Area,
  type AreaPage,
  type AreaPoolOption,
  type AreaSuggestion,
  canDeleteArea,
  confirmationEmailsOf,
  defaultAbsenceInfo,
  locationPrecisionOf,
} from '@portal/domain/areas';
import { areaSuggestionLimit, DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { contractIdAfterSave } from '../customer-contracts/customer-contracts.api';
import { presentArea } from './areas.presenter';
import {
  type AreaScope,
  type AreaValues,
  countUpcomingBookedShifts,
  findArea,
  insertArea,
  isPoolOfAccount,
  listAreas,
  listPoolsOfAccount,
  lockDeletedArea,
  markAreaDeleted,
  markAreaRestored,
  suggestAreas,
  updateArea,
} from './areas.repository';

export type AreasServiceDependencies = { db: Database; clock: Clock };

/**
 * The areas a caller may read in an account (the route has checked the account): every area, or for a
 * customer limited to some areas only those (the Area read rule's areaId condition).
 */
function readScopeOf(actor: Actor, accountId: string): AreaScope {
  if (!defineAbilitiesFor(actor).can('read', 'Area')) {
    throw new DomainError('FORBIDDEN');
  }
  return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
}

function fullScope(accountId: string): AreaScope {
  return { accountId, areaIds: null };
}

function notFound(areaId: string): DomainError {
  // The spec's data layer: 'Could not find document id: {id}'; the id goes along for the message.
  return new DomainError('NOT_FOUND', { id: areaId });
}

async function assertPoolOfAccount(
  executor: Executor,
  accountId: string,
  poolId: string | null,
): Promise<void> {
  if (poolId && !(await isPoolOfAccount(executor, accountId, poolId))) {
    throw new DomainError('AREA_POOL_NOT_FOUND', { poolId });
  }
}

/** Column values of a valid input: confirmation e-mails mirror the contact ones when asked, precision follows. */
function valuesOf(input: CreateAreaValues | UpdateAreaValues, contractId: string | null): AreaValues {
  const { expectedUpdatedAt: _expected, ...fields } = input as UpdateAreaValues;
  return {
    ...fields,
    contractId,
    confirmationEmails: confirmationEmailsOf(fields),
    locationPrecision: locationPrecisionOf(fields.latitude, fields.locationPrecision),
  };
}

function assertUnchangedSince(area: Area, expectedUpdatedAt: string | undefined): void {
  if (
    expectedUpdatedAt !== undefined &&
    new Date(expectedUpdatedAt).getTime() !== Date.parse(area.updatedAt)
  ) {
    throw new DomainError('CONFLICT', { updatedAt: area.updatedAt });
  }
}

/** Use cases of work areas. Routes have checked the account scope and the route ability. */
export function createAreasService({ db, clock }: AreasServiceDependencies) {
  async function loadArea(
    executor: Executor,
    scope: AreaScope,
    areaId: string,
    forUpdate = false,
  ): Promise<Area> {
    const row = await findArea(executor, scope, areaId, { forUpdate });
    if (!row) {
      throw notFound(areaId);
    }
    return presentArea(row);
  }

  return {
    /** A page of areas, searched by name. */
    async findAreas(actor: Actor, accountId: string, query: ListAreasQuery): Promise<AreaPage> {
      const { rows, total } = await listAreas(db, {
        ...readScopeOf(actor, accountId),
        search: query.search || null,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
      });
      return { items: rows.map(presentArea), total };
    },

    /** Up to 6 areas by name prefix, for pickers on other screens. */
    async findAreaSuggestions(
      actor: Actor,
      accountId: string,
      query: AreaSuggestionsQuery,
    ): Promise<{ items: AreaSuggestion[] }> {
      const items = await suggestAreas(db, {
        ...readScopeOf(actor, accountId),
        prefix: query.prefix,
        limit: areaSuggestionLimit,
      });
      return { items };
    },

    async getArea(actor: Actor, accountId: string, areaId: string): Promise<Area> {
      return loadArea(db, readScopeOf(actor, accountId), areaId);
    },

    async findPoolOptions(accountId: string): Promise<{ items: AreaPoolOption[] }> {
      return { items: await listPoolsOfAccount(db, accountId) };
    },

    async createArea(actor: Actor, accountId: string, input: CreateAreaValues): Promise<Area> {
      return db.transaction(async (tx) => {
        await assertPoolOfAccount(tx, accountId, input.poolId);
        const contractId = await contractIdAfterSave(tx, actor, accountId, input.contractId, null);
        const values = valuesOf(input, contractId);
        const id = await insertArea(
          tx,
          accountId,
          { ...values, absenceInfo: values.absenceInfo ?? defaultAbsenceInfo },
          clock.now(),
        );
        const area = await loadArea(tx, fullScope(accountId), id);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'Area',
          subjectId: id,
          changes: { after: area },
        });
        await publishChange(tx, { accountId, subject: 'Area', id, action: 'created' });
        return area;
      });
    },

    /** Saves every field; CONFLICT when someone saved the area after the form loaded it. */
    async updateArea(
      actor: Actor,
      accountId: string,
      areaId: string,
      input: UpdateAreaValues,
    ): Promise<Area> {
      return db.transaction(async (tx) => {
        const before = await loadArea(tx, fullScope(accountId), areaId, true);
        assertUnchangedSince(before, input.expectedUpdatedAt);
        await assertPoolOfAccount(tx, accountId, input.poolId);
        // The area's gigs and their shifts keep their contracts (issue 13): only new gigs take this one.
        const contractId = await contractIdAfterSave(
          tx,
          actor,
          accountId,
          input.contractId,
          before.contractId,
        );
        await updateArea(tx, accountId, areaId, valuesOf(input, contractId), clock.now());
        const after = await loadArea(tx, fullScope(accountId), areaId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'Area',
          subjectId: areaId,
          changes: { before, after },
        });
        await publishChange(tx, { accountId, subject: 'Area', id: areaId, action: 'updated' });
        return after;
      });
    },

    /** Soft delete; refused while booked shifts of the area are still to come. */
    async deleteArea(
      actor: Actor,
      accountId: string,
      areaId: string,
      expectedUpdatedAt: string | undefined,
    ): Promise<{ id: string; deletedAt: string }> {
      return db.transaction(async (tx) => {
        const before = await loadArea(tx, fullScope(accountId), areaId, true);
        assertUnchangedSince(before, expectedUpdatedAt);
        const now = clock.now();
        const bookedShifts = await countUpcomingBookedShifts(tx, areaId, now);
        if (!canDeleteArea(bookedShifts)) {
          throw new DomainError('AREA_HAS_BOOKED_SHIFTS', { count: bookedShifts });
        }
        await markAreaDeleted(tx, accountId, areaId, now);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Area',
          subjectId: areaId,
          changes: { before },
        });
        await publishChange(tx, { accountId, subject: 'Area', id: areaId, action: 'deleted' });
        return { id: areaId, deletedAt: now.toISOString() };
      });
    },

    /** Undoes a delete: a deleted area of the account comes back as it was; any other is NOT_FOUND. */
    async restoreArea(actor: Actor, accountId: string, areaId: string): Promise<Area> {
      return db.transaction(async (tx) => {
        if (!(await lockDeletedArea(tx, accountId, areaId))) {
          throw notFound(areaId);
        }
        await markAreaRestored(tx, accountId, areaId, clock.now());
        const after = await loadArea(tx, fullScope(accountId), areaId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'restore',
          subject: 'Area',
          subjectId: areaId,
          changes: { after },
        });
        await publishChange(tx, { accountId, subject: 'Area', id: areaId, action: 'created' });
        return after;
      });
    },
  };
}

export type AreasService = ReturnType<typeof createAreasService>;
