import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { areaGroupListSchema, areaGroupSchema } from './area-groups';
import {
  addAreaGroupMemberInputSchema,
  areaGroupParamsSchema,
  removeAreaGroupMemberQuerySchema,
} from './area-groups.inputs';

// Area groups span accounts, so their routes are not under one account: the ability (manage AreaGroup:
// super-admins and organization-admins) is checked at the route, and the service checks every account id
// against the caller's accounts (404 otherwise) and shows only the members in the caller's scope.

export const listAreaGroupsContract = defineContract({
  method: 'GET',
  path: '/api/area-groups',
  summary: 'Area groups with the accounts and areas in the caller scope, by name',
  tag: 'area-groups',
  access: { kind: 'ability', action: 'manage', subject: 'AreaGroup' },
  response: areaGroupListSchema,
});

export const getAreaGroupContract = defineContract({
  method: 'GET',
  path: '/api/area-groups/:groupId',
  summary: 'One area group; 404 when it has no account or area in the caller scope',
  tag: 'area-groups',
  access: { kind: 'ability', action: 'manage', subject: 'AreaGroup' },
  params: areaGroupParamsSchema,
  response: areaGroupSchema,
});

export const addAreaGroupMemberContract = defineContract({
  method: 'PUT',
  path: '/api/area-groups/:groupId/members',
  summary: 'Add an account and its area to a group, creating the group with its name when the id is new',
  tag: 'area-groups',
  access: { kind: 'ability', action: 'manage', subject: 'AreaGroup' },
  params: areaGroupParamsSchema,
  body: addAreaGroupMemberInputSchema,
  response: areaGroupSchema,
});

export const removeAreaGroupMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/area-groups/:groupId/members',
  summary: 'Remove an area, and its account when no other area of it stays; an emptied group is removed',
  tag: 'area-groups',
  access: { kind: 'ability', action: 'manage', subject: 'AreaGroup' },
  params: areaGroupParamsSchema,
  query: removeAreaGroupMemberQuerySchema,
  /** The group as it is now; null when its last member went and it was removed. */
  response: z.object({ group: areaGroupSchema.nullable() }),
});
