import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  areaPageSchema,
  areaPoolOptionsSchema,
  areaSchema,
  areaSuggestionsSchema,
  deletedAreaSchema,
} from './areas';
import {
  areaSuggestionsQuerySchema,
  createAreaInputSchema,
  deleteAreaQuerySchema,
  listAreasQuerySchema,
  updateAreaInputSchema,
} from './areas.inputs';

export const areaParamsSchema = accountParamsSchema.extend({ areaId: z.uuid() });

// Reading areas is checked on the account at the route: a customer may read only some areas of it, which
// the route's account-level check cannot express (the rule needs the area), so the service narrows the
// rows to the caller's areas (Area read rule, actor.areaIds).
export const listAreasContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/areas',
  summary: 'Work areas of the account by name; search (contains, any case, 2+ letters) and pages',
  tag: 'areas',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: accountParamsSchema,
  query: listAreasQuerySchema,
  response: areaPageSchema,
});

export const areaSuggestionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/areas/suggestions',
  summary: 'Up to 6 work areas with a word of the name starting with the prefix, for pickers',
  tag: 'areas',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: accountParamsSchema,
  query: areaSuggestionsQuerySchema,
  response: areaSuggestionsSchema,
});

export const listAreaPoolOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/areas/pool-options',
  summary: "The account's pools the area form offers as the area's ring, default first",
  tag: 'areas',
  access: { kind: 'ability', action: 'update', subject: 'Area' },
  params: accountParamsSchema,
  response: areaPoolOptionsSchema,
});

export const getAreaContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/areas/:areaId',
  summary: 'One work area; 404 NOT_FOUND with the id when the account has no such (undeleted) area',
  tag: 'areas',
  access: { kind: 'ability', action: 'read', subject: 'Account' },
  params: areaParamsSchema,
  response: areaSchema,
});

export const createAreaContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/areas',
  summary: 'Create a work area (absence info defaults to the absence notice)',
  tag: 'areas',
  access: { kind: 'ability', action: 'create', subject: 'Area' },
  params: accountParamsSchema,
  body: createAreaInputSchema,
  response: areaSchema,
  successStatus: 201,
});

export const updateAreaContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/areas/:areaId',
  summary: 'Save a work area; CONFLICT when it changed after expectedUpdatedAt',
  tag: 'areas',
  access: { kind: 'ability', action: 'update', subject: 'Area' },
  params: areaParamsSchema,
  body: updateAreaInputSchema,
  response: areaSchema,
});

export const deleteAreaContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/areas/:areaId',
  summary: 'Delete a work area (soft); AREA_HAS_BOOKED_SHIFTS while booked shifts are still to come',
  tag: 'areas',
  access: { kind: 'ability', action: 'delete', subject: 'Area' },
  params: areaParamsSchema,
  query: deleteAreaQuerySchema,
  response: deletedAreaSchema,
});

/** Undo of a delete (the toast's "Undo"): the area comes back exactly as it was, at any later time. */
export const restoreAreaContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/areas/:areaId/restore',
  summary: 'Restore a deleted work area as it was; NOT_FOUND unless it is deleted',
  tag: 'areas',
  access: { kind: 'ability', action: 'delete', subject: 'Area' },
  params: areaParamsSchema,
  response: areaSchema,
});
