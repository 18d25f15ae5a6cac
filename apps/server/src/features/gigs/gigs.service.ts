import { asSubject, defineAbilitiesFor } from '@portal/domain/access/abilities';
import type { Actor } from '@portal/domain/access/actor';
import { publishGigShifts, splitShiftOut } from '@portal/domain/gigs/gig-shifts.rules';
import type {
  DeletedGig,
  GigDetail,
  GigPage,
  GigTemplate,
  GigTemplateList,
  SplitGigResult,
} from '@portal/domain/gigs/gigs';
import {
  type ApproveGigInput,
  type CreateGigInput,
  type CreateGigTemplateInput,
  type GigShiftInput,
  gigInputProblem,
  helsinkiInstant,
  type ListGigsQuery,
  nextDayKey,
  type UpdateGigInput,
} from '@portal/domain/gigs/gigs.inputs';
import { DomainError } from '@portal/domain/shared/errors';
import { canDeleteGig, deleteShift, isShiftBooked } from '@portal/domain/shifts/shift-delete.rules';
import { historyEntry, type Processer, withHistory } from '@portal/domain/shifts/shift-history.rules';
import { boostAfterUpdate, statusAfterUpdate } from '@portal/domain/shifts/shift-status.rules';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { publishChange } from '../../lib/publish-change';
import { refreshGigFigures } from './gig-figures.repository';
import { presentGigDetail, presentGigSummary, presentGigTemplate } from './gigs.presenter';
import {
  type AreaForGig,
  findAreaOfAccount,
  findGig,
  findGigShifts,
  findUserName,
  type GigRow,
  type GigScope,
  type GigShiftRow,
  insertGig,
  insertShifts,
  listGigs,
  listTemplates,
  updateGig,
  updateShift,
} from './gigs.repository';

export type GigsServiceDependencies = { db: Database; clock: Clock };

type AreaFieldInput = Pick<
  CreateGigInput,
  | 'contract'
  | 'clientEmails'
  | 'contact'
  | 'absenceInfo'
  | 'locationDetails'
  | 'streetAddress'
  | 'city'
  | 'postcode'
  | 'region'
  | 'latitude'
  | 'longitude'
>;

/** The gig's copy of its area's address, contact and instructions; a field the form sent wins. */
function areaFieldsOf(input: AreaFieldInput, area: AreaForGig) {
  return {
    contract: input.contract === undefined ? area.contract : input.contract,
    clientEmails: input.clientEmails ?? area.contactEmails,
    contact: input.contact === undefined ? area.contact : input.contact,
    absenceInfo: input.absenceInfo === undefined ? area.absenceInfo : input.absenceInfo,
    locationDetails: input.locationDetails === undefined ? area.locationDetails : input.locationDetails,
    streetAddress: input.streetAddress === undefined ? area.streetAddress : input.streetAddress,
    city: input.city === undefined ? area.city : input.city,
    postcode: input.postcode === undefined ? area.postcode : input.postcode,
    region: input.region === undefined ? area.region : input.region,
    latitude: input.latitude === undefined ? area.latitude : input.latitude,
    longitude: input.longitude === undefined ? area.longitude : input.longitude,
  };
}

/** Fields an edit may change; undefined ones (left out) stay as they are. */
function editedFieldsOf(input: UpdateGigInput) {
  const { shifts: _shifts, publish: _publish, ...fields } = input;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function boostOf(input: { boostType: 'quick' | 'bonus' | null; boostValue: number | null }) {
  return {
    boosted: input.boostType !== null,
    boostType: input.boostType,
    boostValue: input.boostType === null ? null : input.boostValue,
  };
}

function assertValidInput(input: Parameters<typeof gigInputProblem>[0]): void {
  const problem = gigInputProblem(input);
  if (problem) {
    const { code, ...details } = problem;
    throw new DomainError(code, details);
  }
}

function sameTime(first: Date, second: string): boolean {
  return first.getTime() === new Date(second).getTime();
}

function changedShiftFields(shift: GigShiftRow, input: GigShiftInput): string[] {
  const changed: string[] = [];
  if (!sameTime(shift.startsAt, input.startsAt)) {
    changed.push('startsAt');
  }
  if (!sameTime(shift.endsAt, input.endsAt)) {
    changed.push('endsAt');
  }
  if ((shift.roleType ?? null) !== input.roleType) {
    changed.push('roleType');
  }
  if ((shift.requirements ?? null) !== input.requirements) {
    changed.push('requirements');
  }
  return changed;
}

/**
 * Gigs (orders) and their shifts. The routes check the account (404 outside the caller's accounts) and,
 * for staff-only actions, the Gig ability (403); reads and orders check the Gig ability here on the gig's
 * area, because a customer may be limited to some areas. Every change to shifts appends to their history,
 * recomputes the gig's figures, and writes the audit log and a change notice in the same transaction.
 */
export function createGigsService({ db, clock }: GigsServiceDependencies) {
  function readScopeOf(actor: Actor, accountId: string): GigScope {
    if (!defineAbilitiesFor(actor).can('read', 'Gig')) {
      throw new DomainError('FORBIDDEN');
    }
    return { accountId, areaIds: actor.role === 'customer' ? actor.areaIds : null };
  }

  async function processerOf(executor: Executor, actor: Actor): Promise<Processer> {
    return { id: actor.userId, name: await findUserName(executor, actor.userId) };
  }

  async function getGigRow(
    executor: Executor,
    scope: GigScope,
    gigId: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<GigRow> {
    const gig = await findGig(executor, scope, gigId, options);
    if (!gig) {
      throw new DomainError('NOT_FOUND', { id: gigId });
    }
    return gig;
  }

  async function loadDetail(executor: Executor, scope: GigScope, gigId: string): Promise<GigDetail> {
    const gig = await getGigRow(executor, scope, gigId);
    return presentGigDetail(gig, await findGigShifts(executor, gigId), clock.now());
  }

  /** A gig to change: locked with its live shifts; declined and deleted gigs are not editable. */
  async function lockEditable(tx: Executor, accountId: string, gigId: string) {
    const gig = await getGigRow(tx, { accountId, areaIds: null }, gigId, { forUpdate: true });
    if (gig.status === 'declined') {
      throw new DomainError('GIG_NOT_EDITABLE');
    }
    const shiftRows = await findGigShifts(tx, gigId, { forUpdate: true });
    return { gig, shiftRows };
  }

  async function announce(
    tx: Executor,
    accountId: string,
    gigId: string,
    action: 'created' | 'updated' | 'deleted',
    shiftIds: { id: string; action: 'created' | 'updated' | 'deleted' }[] = [],
  ): Promise<void> {
    await publishChange(tx, { accountId, subject: 'Gig', id: gigId, action });
    for (const shift of shiftIds) {
      await publishChange(tx, { accountId, subject: 'Shift', id: shift.id, action: shift.action });
    }
  }

  /** Publishes a gig's draft shifts and the gig itself. Returns the ids of the shifts that opened. */
  async function publishIn(tx: Executor, gig: GigRow, shiftRows: GigShiftRow[], processer: Processer) {
    const at = clock.now();
    const opened = publishGigShifts(shiftRows, at, processer);
    for (const shift of opened) {
      await updateShift(tx, shift.id, {
        status: shift.status,
        isDraft: false,
        updates: shift.updates,
        updatedAt: at,
      });
    }
    await updateGig(tx, gig.id, {
      status: 'published',
      isPublished: true,
      publishedAt: gig.publishedAt ?? at,
      updatedAt: at,
    });
    await refreshGigFigures(tx, gig.id);
    return opened.map((shift) => shift.id);
  }

  return {
    async listGigs(actor: Actor, accountId: string, query: ListGigsQuery): Promise<GigPage> {
      const now = clock.now();
      const { rows, total } = await listGigs(db, {
        ...readScopeOf(actor, accountId),
        label: query.label,
        areaId: query.areaId,
        from: query.from ? helsinkiInstant(query.from, '00:00') : undefined,
        to: query.to ? helsinkiInstant(nextDayKey(query.to), '00:00') : undefined,
        roleType: query.roleType || undefined,
        text: query.text || undefined,
        sort: query.sort,
        order: query.order,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
        now,
      });
      return { items: rows.map((row) => presentGigSummary(row, now)), total };
    },

    async getGig(actor: Actor, accountId: string, gigId: string): Promise<GigDetail> {
      return loadDetail(db, readScopeOf(actor, accountId), gigId);
    },

    /**
     * A new gig and its shifts. Staff save a draft or publish; a customer's gig, only for its own areas, is
     * always a suggestion with draft shifts, waiting for the staffing company's approval.
     */
    async createGig(actor: Actor, accountId: string, input: CreateGigInput): Promise<GigDetail> {
      assertValidInput(input);
      const areaId = input.areaId as string;
      const ability = defineAbilitiesFor(actor);
      if (!ability.can('create', asSubject('Gig', { accountId, areaId }))) {
        throw new DomainError('FORBIDDEN');
      }
      const isSuggestion = actor.role === 'customer';
      const publish = !isSuggestion && input.mode === 'publish';
      return db.transaction(async (tx) => {
        const area = await findAreaOfAccount(tx, accountId, areaId);
        if (!area) {
          throw new DomainError('GIG_AREA_REQUIRED', { field: 'areaId' });
        }
        const at = clock.now();
        const processer = await processerOf(tx, actor);
        const boost = boostOf(input);
        const gigId = await insertGig(tx, {
          accountId,
          areaId,
          title: input.title,
          status: isSuggestion ? 'suggestion' : publish ? 'published' : 'draft',
          isPublished: publish,
          publishedAt: publish ? at : null,
          roleType: input.roleType,
          requirements: input.requirements,
          ...areaFieldsOf(input, area),
          ...boost,
          createdBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        await insertShifts(
          tx,
          input.shifts.map((shift) => ({
            accountId,
            areaId,
            gigId,
            title: input.title,
            startsAt: new Date(shift.startsAt),
            endsAt: new Date(shift.endsAt),
            status: statusAfterUpdate({ assignedTo: null, isDraft: !publish }),
            isDraft: !publish,
            roleType: shift.roleType ?? input.roleType,
            requirements: shift.requirements ?? input.requirements,
            ...boost,
            updates: [historyEntry('created', at, processer)],
            createdAt: at,
            updatedAt: at,
          })),
        );
        await refreshGigFigures(tx, gigId);
        const created = await findGigShifts(tx, gigId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'Gig',
          subjectId: gigId,
          changes: {
            after: {
              title: input.title,
              areaId,
              status: isSuggestion ? 'suggestion' : publish ? 'published' : 'draft',
              shiftIds: created.map((shift) => shift.id),
            },
          },
        });
        await announce(
          tx,
          accountId,
          gigId,
          'created',
          created.map((shift) => ({ id: shift.id, action: 'created' as const })),
        );
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    /**
     * Saves a gig: its fields, new shifts, changed and removed shifts. A shift a worker holds cannot be
     * changed (SHIFT_STATE_CHANGED: it was booked meanwhile) nor removed (SHIFT_IS_BOOKED).
     */
    async updateGig(
      actor: Actor,
      accountId: string,
      gigId: string,
      input: UpdateGigInput,
    ): Promise<GigDetail> {
      return db.transaction(async (tx) => {
        const { gig, shiftRows } = await lockEditable(tx, accountId, gigId);
        assertValidInput({ areaId: gig.areaId, shifts: input.shifts });
        const at = clock.now();
        const processer = await processerOf(tx, actor);
        const boost = boostOf(input);
        const boostChanged = boost.boostType !== gig.boostType || boost.boostValue !== gig.boostValue;
        const kept = new Map(input.shifts.filter((shift) => shift.id).map((shift) => [shift.id, shift]));
        const touched: { id: string; action: 'created' | 'updated' | 'deleted' }[] = [];
        const unknown = [...kept.keys()].find((id) => !shiftRows.some((shift) => shift.id === id));
        if (unknown) {
          throw new DomainError('NOT_FOUND', { id: unknown });
        }

        for (const shift of shiftRows) {
          const wanted = kept.get(shift.id);
          if (!wanted) {
            if (isShiftBooked(shift)) {
              throw new DomainError('SHIFT_IS_BOOKED', { shiftId: shift.id });
            }
            await updateShift(tx, shift.id, { ...deleteShift(shift, at, processer), updatedAt: at });
            touched.push({ id: shift.id, action: 'deleted' });
            continue;
          }
          const changed = changedShiftFields(shift, wanted);
          if (changed.length > 0 && isShiftBooked(shift)) {
            throw new DomainError('SHIFT_STATE_CHANGED', { shiftId: shift.id });
          }
          const titleChanged = shift.title !== input.title;
          const reboost = boostChanged && !isShiftBooked(shift);
          if (changed.length === 0 && !titleChanged && !reboost) {
            continue;
          }
          const endsAt = new Date(wanted.endsAt);
          // Moving an expired shift's end into the future makes it bookable again.
          const reopened = shift.status === 'expired' && endsAt > at;
          const status = statusAfterUpdate({
            assignedTo: shift.assignedTo,
            isDraft: shift.isDraft,
            status: reopened ? null : shift.status,
          });
          const nextBoost = reboost
            ? boostAfterUpdate(status, boost)
            : { boosted: shift.boosted, boostType: shift.boostType, boostValue: shift.boostValue };
          const detail = [...changed, ...(reboost ? ['boost'] : [])];
          await updateShift(tx, shift.id, {
            title: input.title,
            startsAt: new Date(wanted.startsAt),
            endsAt,
            roleType: wanted.roleType,
            requirements: wanted.requirements,
            status,
            ...nextBoost,
            updates:
              detail.length > 0
                ? withHistory(shift.updates, historyEntry('updated', at, processer, detail.join(',')))
                : shift.updates,
            updatedAt: at,
          });
          touched.push({ id: shift.id, action: 'updated' });
        }

        const isDraft = gig.status !== 'published';
        const added = input.shifts.filter((shift) => !shift.id);
        await insertShifts(
          tx,
          added.map((shift) => ({
            accountId,
            areaId: gig.areaId,
            gigId,
            title: input.title,
            startsAt: new Date(shift.startsAt),
            endsAt: new Date(shift.endsAt),
            status: statusAfterUpdate({ assignedTo: null, isDraft }),
            isDraft,
            roleType: shift.roleType ?? input.roleType,
            requirements: shift.requirements ?? input.requirements,
            ...boost,
            updates: [historyEntry('created', at, processer)],
            createdAt: at,
            updatedAt: at,
          })),
        );
        await updateGig(tx, gigId, { ...editedFieldsOf(input), ...boost, updatedAt: at });
        await refreshGigFigures(tx, gigId);
        let current = await findGigShifts(tx, gigId, { forUpdate: true });
        for (const shift of current) {
          if (!shiftRows.some((before) => before.id === shift.id)) {
            touched.push({ id: shift.id, action: 'created' });
          }
        }
        if (input.publish && gig.status !== 'published') {
          const opened = await publishIn(tx, gig, current, processer);
          for (const id of opened) {
            if (!touched.some((shift) => shift.id === id)) {
              touched.push({ id, action: 'updated' });
            }
          }
          current = await findGigShifts(tx, gigId);
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'update',
          subject: 'Gig',
          subjectId: gigId,
          changes: {
            before: { title: gig.title, status: gig.status, shiftIds: shiftRows.map((shift) => shift.id) },
            after: {
              ...editedFieldsOf(input),
              ...boost,
              published: input.publish && gig.status !== 'published',
              shiftIds: current.map((shift) => shift.id),
            },
          },
        });
        await announce(tx, accountId, gigId, 'updated', touched);
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    /** Spec section 4, "Publishing a gig": its draft shifts open and the gig is published. */
    async publishGig(actor: Actor, accountId: string, gigId: string): Promise<GigDetail> {
      return db.transaction(async (tx) => {
        const { gig, shiftRows } = await lockEditable(tx, accountId, gigId);
        const opened = await publishIn(tx, gig, shiftRows, await processerOf(tx, actor));
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'publish',
          subject: 'Gig',
          subjectId: gigId,
          changes: { before: { status: gig.status }, after: { status: 'published', openedShiftIds: opened } },
        });
        await announce(
          tx,
          accountId,
          gigId,
          'updated',
          opened.map((id) => ({ id, action: 'updated' as const })),
        );
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    /** A customer's suggestion approved: published at once (its shifts open) or kept as a staff draft. */
    async approveGig(
      actor: Actor,
      accountId: string,
      gigId: string,
      input: ApproveGigInput,
    ): Promise<GigDetail> {
      return db.transaction(async (tx) => {
        const { gig, shiftRows } = await lockEditable(tx, accountId, gigId);
        if (gig.status !== 'suggestion') {
          // Someone approved or declined it meanwhile.
          throw new DomainError('CONFLICT', { status: gig.status });
        }
        let opened: string[] = [];
        if (input.mode === 'publish') {
          opened = await publishIn(tx, gig, shiftRows, await processerOf(tx, actor));
        } else {
          await updateGig(tx, gigId, { status: 'draft', updatedAt: clock.now() });
        }
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'approve',
          subject: 'Gig',
          subjectId: gigId,
          changes: {
            before: { status: 'suggestion' },
            after: { status: input.mode === 'publish' ? 'published' : 'draft', openedShiftIds: opened },
          },
        });
        await announce(
          tx,
          accountId,
          gigId,
          'updated',
          opened.map((id) => ({ id, action: 'updated' as const })),
        );
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    /** A customer's suggestion declined; its shifts stay drafts that never open. */
    async declineGig(actor: Actor, accountId: string, gigId: string): Promise<GigDetail> {
      return db.transaction(async (tx) => {
        const { gig } = await lockEditable(tx, accountId, gigId);
        if (gig.status !== 'suggestion') {
          throw new DomainError('CONFLICT', { status: gig.status });
        }
        const at = clock.now();
        await updateGig(tx, gigId, {
          status: 'declined',
          declinedAt: at,
          declinedBy: actor.userId,
          updatedAt: at,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'decline',
          subject: 'Gig',
          subjectId: gigId,
          changes: { before: { status: 'suggestion' }, after: { status: 'declined' } },
        });
        await announce(tx, accountId, gigId, 'updated');
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    /** Spec section 5: a gig with booked shifts cannot be deleted; otherwise it and its shifts go (soft). */
    async deleteGig(actor: Actor, accountId: string, gigId: string): Promise<DeletedGig> {
      return db.transaction(async (tx) => {
        const gig = await getGigRow(tx, { accountId, areaIds: null }, gigId, { forUpdate: true });
        const shiftRows = await findGigShifts(tx, gigId, { forUpdate: true });
        if (!canDeleteGig(shiftRows)) {
          throw new DomainError('GIG_HAS_BOOKED_SHIFTS');
        }
        const at = clock.now();
        const processer = await processerOf(tx, actor);
        for (const shift of shiftRows) {
          await updateShift(tx, shift.id, { ...deleteShift(shift, at, processer), updatedAt: at });
        }
        await updateGig(tx, gigId, { status: 'deleted', deletedAt: at, updatedAt: at });
        await refreshGigFigures(tx, gigId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Gig',
          subjectId: gigId,
          changes: {
            before: { title: gig.title, status: gig.status, shiftIds: shiftRows.map((shift) => shift.id) },
          },
        });
        await announce(
          tx,
          accountId,
          gigId,
          'deleted',
          shiftRows.map((shift) => ({ id: shift.id, action: 'deleted' as const })),
        );
        return { id: gigId, deletedAt: at.toISOString() };
      });
    },

    /**
     * Spec section 4, "Splitting a shift out of a gig": a new published gig '1 vuoro: {title}' with the
     * area's fields of the old one; the shift moves there unassigned and open; the old gig's counts, dates
     * and title are recomputed.
     */
    async splitShift(
      actor: Actor,
      accountId: string,
      gigId: string,
      shiftId: string,
    ): Promise<SplitGigResult> {
      return db.transaction(async (tx) => {
        const { gig, shiftRows } = await lockEditable(tx, accountId, gigId);
        if (!shiftRows.some((shift) => shift.id === shiftId)) {
          throw new DomainError('NOT_FOUND', { id: shiftId });
        }
        const at = clock.now();
        const processer = await processerOf(tx, actor);
        const split = splitShiftOut({ gigTitle: gig.title, shifts: shiftRows, shiftId, at, processer });
        if (!split) {
          throw new DomainError('GIG_SPLIT_SINGLE_SHIFT');
        }
        const newGigId = await insertGig(tx, {
          accountId,
          areaId: gig.areaId,
          title: split.newGig.title,
          status: 'published',
          isPublished: true,
          publishedAt: at,
          roleType: gig.roleType,
          requirements: gig.requirements,
          contract: gig.contract,
          clientEmails: gig.clientEmails,
          contact: gig.contact,
          absenceInfo: gig.absenceInfo,
          locationDetails: gig.locationDetails,
          streetAddress: gig.streetAddress,
          city: gig.city,
          postcode: gig.postcode,
          region: gig.region,
          latitude: gig.latitude,
          longitude: gig.longitude,
          boosted: gig.boosted,
          boostType: gig.boostType,
          boostValue: gig.boostValue,
          createdBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        await updateShift(tx, shiftId, {
          gigId: newGigId,
          title: split.newGig.title,
          status: split.shift.status,
          isDraft: false,
          assignedTo: null,
          reserved: false,
          updates: split.shift.updates,
          updatedAt: at,
        });
        await updateGig(tx, gigId, { title: split.oldGig.title, updatedAt: at });
        await refreshGigFigures(tx, gigId);
        await refreshGigFigures(tx, newGigId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'split',
          subject: 'Gig',
          subjectId: gigId,
          changes: {
            shiftId,
            newGigId,
            before: { assignedTo: shiftRows.find((shift) => shift.id === shiftId)?.assignedTo ?? null },
          },
        });
        await announce(tx, accountId, gigId, 'updated', [{ id: shiftId, action: 'updated' }]);
        await announce(tx, accountId, newGigId, 'created');
        const scope = { accountId, areaIds: null };
        return { newGig: await loadDetail(tx, scope, newGigId), oldGig: await loadDetail(tx, scope, gigId) };
      });
    },

    /** Spec section 5: a booked shift cannot be deleted; otherwise it goes (soft) with a history entry. */
    async deleteShift(actor: Actor, accountId: string, gigId: string, shiftId: string): Promise<GigDetail> {
      return db.transaction(async (tx) => {
        const { shiftRows } = await lockEditable(tx, accountId, gigId);
        const shift = shiftRows.find((candidate) => candidate.id === shiftId);
        if (!shift) {
          throw new DomainError('NOT_FOUND', { id: shiftId });
        }
        if (isShiftBooked(shift)) {
          throw new DomainError('SHIFT_IS_BOOKED');
        }
        const at = clock.now();
        await updateShift(tx, shiftId, {
          ...deleteShift(shift, at, await processerOf(tx, actor)),
          updatedAt: at,
        });
        await refreshGigFigures(tx, gigId);
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Shift',
          subjectId: shiftId,
          changes: { gigId, before: { status: shift.status } },
        });
        await announce(tx, accountId, gigId, 'updated', [{ id: shiftId, action: 'deleted' }]);
        return loadDetail(tx, { accountId, areaIds: null }, gigId);
      });
    },

    async listTemplates(accountId: string): Promise<GigTemplateList> {
      return { items: (await listTemplates(db, accountId)).map(presentGigTemplate) };
    },

    /** The gig form saved under a name: its fields and its shifts as times of day. */
    async createTemplate(
      actor: Actor,
      accountId: string,
      input: CreateGigTemplateInput,
    ): Promise<GigTemplate> {
      return db.transaction(async (tx) => {
        const area = await findAreaOfAccount(tx, accountId, input.areaId);
        if (!area) {
          throw new DomainError('GIG_AREA_REQUIRED', { field: 'areaId' });
        }
        const at = clock.now();
        const templateId = await insertGig(tx, {
          accountId,
          areaId: input.areaId,
          title: input.title,
          status: 'draft',
          isTemplate: true,
          templateName: input.templateName,
          templateShifts: input.shifts,
          roleType: input.roleType,
          requirements: input.requirements,
          ...areaFieldsOf(input, area),
          ...boostOf(input),
          createdBy: actor.userId,
          createdAt: at,
          updatedAt: at,
        });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'create',
          subject: 'Gig',
          subjectId: templateId,
          changes: { after: { templateName: input.templateName, areaId: input.areaId } },
        });
        await publishChange(tx, { accountId, subject: 'Gig', id: templateId, action: 'created' });
        const template = await findGig(tx, { accountId, areaIds: null }, templateId, { template: true });
        return presentGigTemplate(template as GigRow);
      });
    },

    async deleteTemplate(actor: Actor, accountId: string, templateId: string): Promise<{ deleted: true }> {
      return db.transaction(async (tx) => {
        const template = await findGig(tx, { accountId, areaIds: null }, templateId, {
          template: true,
          forUpdate: true,
        });
        if (!template) {
          throw new DomainError('NOT_FOUND', { id: templateId });
        }
        const at = clock.now();
        await updateGig(tx, templateId, { status: 'deleted', deletedAt: at, updatedAt: at });
        await recordAudit(tx, {
          actorId: actor.userId,
          accountId,
          action: 'delete',
          subject: 'Gig',
          subjectId: templateId,
          changes: { before: { templateName: template.templateName } },
        });
        await publishChange(tx, { accountId, subject: 'Gig', id: templateId, action: 'deleted' });
        return { deleted: true } as const;
      });
    },
  };
}

export type GigsService = ReturnType<typeof createGigsService>;
