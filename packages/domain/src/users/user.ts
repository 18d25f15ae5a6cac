import { z } from 'zod';
import { staffRoles, userRoles } from '../access/roles';
import { locales } from '../shared/constants';

/**
 * Finnish care roles (spec section 6), stored lower-case in Finnish as the spec names them; the web app
 * translates them. The German list and canWorkAs come with the shifts issue.
 */
export const finnishCareRoles = [
  'sairaanhoitaja',
  'lähihoitaja',
  'hoiva-avustaja',
  'henkilökohtainen avustaja',
  'ensihoitaja',
  'lääkäri',
  'röntgenhoitaja',
  'kokki',
] as const;
export type FinnishCareRole = (typeof finnishCareRoles)[number];

export const employmentTypes = [
  'gig-worker',
  'temporary-worker',
  'full-time',
  'part-time',
  'unemployed',
] as const;
export type EmploymentType = (typeof employmentTypes)[number];

/** Worker step states (spec section 4). */
export const workerStepStates = ['waiting_for_contract', 'contract_pending'] as const;

export const userStatuses = ['applied', 'accepted', 'inactive', 'deleted'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** The signed-in staff user as the web app sees it. */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string().nullable(),
  role: z.enum(staffRoles),
  locale: z.enum(locales).nullable(),
  organizationId: z.string().nullable(),
  accountId: z.string().nullable(),
  areaIds: z.array(z.string()).nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userRoleSchema = z.enum(userRoles);
