import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  applicationDetailSchema,
  applicationHistorySchema,
  applicationMovedSchema,
  applicationPageSchema,
  applicationRecruiterSchema,
  applicationUpdatedSchema,
  callListPageSchema,
} from './applications';
import {
  applicationListQuerySchema,
  applicationUpdateInputSchema,
  callListQuerySchema,
  callOutcomeInputSchema,
  confirmApplicantInputSchema,
  moveApplicationInputSchema,
} from './applications.inputs';

// Applications are the menu subject Applications: admins and agents manage them, customers have no access.
const tag = 'applications';
const read = { kind: 'ability', action: 'read', subject: 'Applications' } as const;
const update = { kind: 'ability', action: 'update', subject: 'Applications' } as const;

export const applicationParamsSchema = accountParamsSchema.extend({ applicantId: z.uuid() });
export type ApplicationParams = z.infer<typeof applicationParamsSchema>;

export const applicationOptionsSchema = z.object({
  /** The account's admins and agents, who can be assigned an application. */
  recruiters: z.array(applicationRecruiterSchema),
});
export type ApplicationOptions = z.infer<typeof applicationOptionsSchema>;

export const listApplicationsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/applications',
  summary: 'The account’s applications: filters (steps, role, region, dates, seeking), search, sort, pages',
  tag,
  access: read,
  params: accountParamsSchema,
  query: applicationListQuerySchema,
  response: applicationPageSchema,
});

export const getApplicationOptionsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/applications/options',
  summary: 'Choices for the applications screens: the recruiters an application can be assigned to',
  tag,
  access: read,
  params: accountParamsSchema,
  response: applicationOptionsSchema,
});

export const getCallListContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/applications/call-list',
  summary: 'Applicants to phone (applied, no answer, licence confirmed; with a phone), oldest first',
  tag,
  access: read,
  params: accountParamsSchema,
  query: callListQuerySchema,
  response: callListPageSchema,
});

export const getApplicationContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/applications/:applicantId',
  summary: 'One application with every field, its step, the steps it can move to and its recruiter',
  tag,
  access: read,
  params: applicationParamsSchema,
  response: applicationDetailSchema,
});

export const getApplicationHistoryContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/applications/:applicantId/history',
  summary: 'The steps the application took, newest first: from, to, note, who (none: the system), when',
  tag,
  access: read,
  params: applicationParamsSchema,
  response: applicationHistorySchema,
});

export const updateApplicationContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/applications/:applicantId',
  summary: 'Saves the applicant’s details and recruiter; answers APPLICATION_UPDATED; EMAIL_IN_USE',
  tag,
  access: update,
  params: applicationParamsSchema,
  body: applicationUpdateInputSchema,
  response: applicationUpdatedSchema,
});

export const moveApplicationContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/applications/:applicantId/step',
  summary: 'A recruiter moves the application (history entry); APPLICATION_STEP_NOT_ALLOWED otherwise',
  tag,
  access: update,
  params: applicationParamsSchema,
  body: moveApplicationInputSchema,
  response: applicationMovedSchema,
});

export const recordApplicationCallContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/applications/:applicantId/calls',
  summary: 'Records a call: no answer moves to no_answer with the note; reached is a history entry',
  tag,
  access: update,
  params: applicationParamsSchema,
  body: callOutcomeInputSchema,
  response: applicationMovedSchema,
  successStatus: 201,
});

export const confirmApplicantContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/applications/:applicantId/confirm',
  summary: 'Makes the applicant a worker (confirmed, welcome e-mail) and moves it to confirmed',
  tag,
  access: update,
  params: applicationParamsSchema,
  body: confirmApplicantInputSchema,
  response: applicationMovedSchema,
});
