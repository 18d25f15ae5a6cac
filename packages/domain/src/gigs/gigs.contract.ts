import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  deletedGigSchema,
  gigDetailSchema,
  gigPageSchema,
  gigTemplateListSchema,
  gigTemplateSchema,
  splitGigResultSchema,
} from './gigs';
import {
  approveGigInputSchema,
  createGigInputSchema,
  createGigTemplateInputSchema,
  listGigsQuerySchema,
  updateGigInputSchema,
} from './gigs.inputs';

export const gigParamsSchema = accountParamsSchema.extend({ gigId: z.uuid() });
export const gigShiftParamsSchema = gigParamsSchema.extend({ shiftId: z.uuid() });
export const gigTemplateParamsSchema = accountParamsSchema.extend({ templateId: z.uuid() });

// Reading and ordering gigs is checked on the account at the route, as for areas: a customer limited to
// some areas holds the Gig rule only with an areaId, which the route cannot know, so the service checks
// the Gig ability on the gig's own area and narrows lists to the caller's areas (actor.areaIds).
export const listGigsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/gigs',
  summary:
    'Gigs of the account (never deleted ones or templates); filters label, area, date range, role, text; sort; pages',
  tag: 'gigs',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: accountParamsSchema,
  query: listGigsQuerySchema,
  response: gigPageSchema,
});

export const getGigContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/gigs/:gigId',
  summary: 'One gig with its live shifts (display state, assignee, reservations, history)',
  tag: 'gigs',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: gigParamsSchema,
  response: gigDetailSchema,
});

export const createGigContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs',
  summary:
    'Create a gig with its shifts (draft or published); a customer’s gig for its own area is always a suggestion',
  tag: 'gigs',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: accountParamsSchema,
  body: createGigInputSchema,
  response: gigDetailSchema,
  successStatus: 201,
});

export const updateGigContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/gigs/:gigId',
  summary:
    'Save a gig: fields, new shifts, changed and removed shifts that are not booked; optionally publish it',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigParamsSchema,
  body: updateGigInputSchema,
  response: gigDetailSchema,
});

export const publishGigContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs/:gigId/publish',
  summary: 'Publish a gig: its draft shifts open',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigParamsSchema,
  response: gigDetailSchema,
});

export const approveGigContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs/:gigId/approve',
  summary: 'Approve a customer’s suggestion: published (its shifts open) or kept as a draft',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigParamsSchema,
  body: approveGigInputSchema,
  response: gigDetailSchema,
});

export const declineGigContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs/:gigId/decline',
  summary: 'Decline a customer’s suggestion (when and by whom are kept)',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigParamsSchema,
  response: gigDetailSchema,
});

export const deleteGigContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/gigs/:gigId',
  summary: 'Delete a gig and its shifts (soft); GIG_HAS_BOOKED_SHIFTS when a shift is booked',
  tag: 'gigs',
  access: { kind: 'ability', action: 'delete', subject: 'Gig' },
  params: gigParamsSchema,
  response: deletedGigSchema,
});

/**
 * Undo of a delete (the toast's "Undo"): the gig comes back with its status and the shifts deleted with it
 * (not those deleted before), each as it was; a shift whose end has passed meanwhile comes back expired.
 */
export const restoreGigContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs/:gigId/restore',
  summary: 'Restore a deleted gig with the shifts deleted with it; NOT_FOUND unless it is deleted',
  tag: 'gigs',
  access: { kind: 'ability', action: 'delete', subject: 'Gig' },
  params: gigParamsSchema,
  response: gigDetailSchema,
});

export const splitGigShiftContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gigs/:gigId/shifts/:shiftId/split',
  summary:
    'Split a shift out into a new published gig "1 vuoro: {title}", unassigned and open; GIG_SPLIT_SINGLE_SHIFT',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigShiftParamsSchema,
  response: splitGigResultSchema,
});

export const deleteGigShiftContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/gigs/:gigId/shifts/:shiftId',
  summary: 'Delete one shift of a gig (soft); SHIFT_IS_BOOKED when it is booked',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigShiftParamsSchema,
  response: gigDetailSchema,
});

export const listGigTemplatesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/gig-templates',
  summary: 'Saved gig templates of the account, by name',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: accountParamsSchema,
  response: gigTemplateListSchema,
});

export const createGigTemplateContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/gig-templates',
  summary: 'Save the gig form as a named template (its shifts as times of day)',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: accountParamsSchema,
  body: createGigTemplateInputSchema,
  response: gigTemplateSchema,
  successStatus: 201,
});

export const deleteGigTemplateContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/gig-templates/:templateId',
  summary: 'Delete a gig template (soft)',
  tag: 'gigs',
  access: { kind: 'ability', action: 'update', subject: 'Gig' },
  params: gigTemplateParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});
