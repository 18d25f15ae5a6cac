import { z } from 'zod';
import { staffRoles } from '../access/roles';
import { tokenPairSchema } from '../auth/auth.inputs';
import { defineContract } from '../shared/contract';
import { changePasswordInputSchema, updateProfileInputSchema } from './profile.inputs';
import { currentUserSchema } from './user';

export const accountSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  organizationId: z.string(),
  organizationName: z.string(),
  country: z.enum(['FI', 'DE']),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const meResponseSchema = z.object({
  user: currentUserSchema,
  role: z.enum(staffRoles),
  /** CASL rules (JSON); the web app rebuilds the ability from them and only hides what the server refuses. */
  abilities: z.array(z.record(z.string(), z.unknown())),
  accounts: z.array(accountSummarySchema),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const getMeContract = defineContract({
  method: 'GET',
  path: '/api/me',
  summary: 'The signed-in user, its role, abilities and the accounts it may act on',
  tag: 'me',
  access: { kind: 'signedIn' },
  response: meResponseSchema,
});

export const updateProfileContract = defineContract({
  method: 'PUT',
  path: '/api/me/profile',
  summary: 'Update the signed-in user’s name, mobile and language',
  tag: 'me',
  access: { kind: 'ability', action: 'update', subject: 'Profile' },
  body: updateProfileInputSchema,
  response: currentUserSchema,
});

export const changePasswordContract = defineContract({
  method: 'POST',
  path: '/api/me/password',
  summary: 'Change the password: every session is signed out and this one gets new tokens',
  tag: 'me',
  access: { kind: 'ability', action: 'update', subject: 'Profile' },
  body: changePasswordInputSchema,
  response: tokenPairSchema,
});
