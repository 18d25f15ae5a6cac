import type { Executor } from '../../db/client';
import { type AccessRows, everyone, matrixAccountIds, staff, type Tenancy } from '../../testing/access-row';
import { buildGig, buildShift } from '../../testing/factories';
import { refreshGigFigures } from './gig-figures.repository';
import {
  gigsAccessFixtures as gigsFixtures,
  matrixShift,
  prepareGigsAccessFixtures,
} from './gigs-access-fixtures';

// In A1 the gigs are in the customer's own area, so the customer's reads and orders are served.
const prepareGigsMatrix = (db: Executor, world: Tenancy) =>
  prepareGigsAccessFixtures(db, matrixAccountIds(world), { [world.accountA1.id]: world.areaOfCustomer.id });

// Approving or declining answers a suggestion once, so every caller gets a suggestion of its own.
const suggestionsPerAccount = 16;
const suggestions = new Map<string, { ids: string[]; used: number }>();

async function prepareSuggestions(db: Executor, world: Tenancy): Promise<void> {
  await prepareGigsMatrix(db, world);
  for (const accountId of matrixAccountIds(world)) {
    if (suggestions.has(accountId)) {
      continue;
    }
    const areaId = gigsFixtures.areaId(accountId);
    const ids: string[] = [];
    for (let index = 0; index < suggestionsPerAccount; index += 1) {
      const gig = await buildGig(db, { accountId, areaId, status: 'suggestion' });
      const startsAt = new Date(Date.UTC(2031, 2, 1 + index, 5));
      const endsAt = new Date(startsAt.getTime() + 8 * 60 * 60 * 1000);
      await buildShift(db, {
        accountId,
        areaId,
        gigId: gig.id,
        startsAt,
        endsAt,
        status: 'draft',
        isDraft: true,
      });
      await refreshGigFigures(db, gig.id);
      ids.push(gig.id);
    }
    suggestions.set(accountId, { ids, used: 0 });
  }
}

/** A suggestion no earlier call answered (wrapping around after sixteen). */
function nextSuggestionGigId(accountId: string): string {
  const queue = suggestions.get(accountId);
  if (!queue) {
    throw new Error(`suggestions were not prepared for account ${accountId}`);
  }
  const id = queue.ids[queue.used % queue.ids.length] as string;
  queue.used += 1;
  return id;
}

/** Who may use the gigs routes (the access matrix, http/access-matrix.routes.test.ts). */
export const gigsAccessRows: AccessRows = {
  // Gigs (features/gigs): customers read and order in their own areas; staff run everything else.
  'GET /api/accounts/:accountId/gigs': {
    allowed: everyone,
    accountScoped: true,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/gigs?label=open&sort=title&order=asc&page=1`,
    }),
  },
  'GET /api/accounts/:accountId/gigs/:gigId': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'GET',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.gigId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/gigs': {
    allowed: everyone,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs`,
      payload: { areaId: gigsFixtures.areaId(accountId), title: 'Matriisin keikka', shifts: [matrixShift()] },
    }),
  },
  'PUT /api/accounts/:accountId/gigs/:gigId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'PUT',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.editableGigId(accountId)}`,
      payload: {
        title: 'Matriisin muokattu keikka',
        shifts: [{ id: gigsFixtures.editableShiftId(accountId), ...matrixShift() }],
      },
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/publish': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.gigId(accountId)}/publish`,
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/approve': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareSuggestions,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${nextSuggestionGigId(accountId)}/approve`,
      payload: { mode: 'draft' },
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/decline': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareSuggestions,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${nextSuggestionGigId(accountId)}/decline`,
    }),
  },
  'DELETE /api/accounts/:accountId/gigs/:gigId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.nextDeletableGigId(accountId)}`,
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/restore': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.nextRestorableGigId(accountId)}/restore`,
    }),
  },
  'POST /api/accounts/:accountId/gigs/:gigId/shifts/:shiftId/split': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.splitGigId(accountId)}/shifts/${gigsFixtures.nextSplitShiftId(accountId)}/split`,
    }),
  },
  'DELETE /api/accounts/:accountId/gigs/:gigId/shifts/:shiftId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gigs/${gigsFixtures.shiftGigId(accountId)}/shifts/${gigsFixtures.nextDeletableShiftId(accountId)}`,
    }),
  },
  'GET /api/accounts/:accountId/gig-templates': {
    allowed: staff,
    accountScoped: true,
    request: (_, accountId) => ({ method: 'GET', url: `/api/accounts/${accountId}/gig-templates` }),
  },
  'POST /api/accounts/:accountId/gig-templates': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'POST',
      url: `/api/accounts/${accountId}/gig-templates`,
      payload: {
        areaId: gigsFixtures.areaId(accountId),
        title: 'Matriisin pohja',
        templateName: 'Matriisi',
        shifts: [{ startTime: '07:00', endTime: '15:00' }],
      },
    }),
  },
  'DELETE /api/accounts/:accountId/gig-templates/:templateId': {
    allowed: staff,
    accountScoped: true,
    prepare: prepareGigsMatrix,
    request: (_, accountId) => ({
      method: 'DELETE',
      url: `/api/accounts/${accountId}/gig-templates/${gigsFixtures.nextTemplateId(accountId)}`,
    }),
  },
};
