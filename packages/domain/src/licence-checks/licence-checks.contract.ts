import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema, workerParamsSchema } from '../shared/route-params';
import { expiringLicencesSchema, licenceCheckSchema, workerLicenceChecksSchema } from './licence-checks';
import { recordLicenceCheckInputSchema } from './licence-checks.inputs';

export const licenceCheckParamsSchema = workerParamsSchema.extend({ checkId: z.uuid() });

// HR's work: admins and agents (the menu subject HR); customers see none of it.
const readsHr = { kind: 'ability', action: 'read', subject: 'HR' } as const;
const managesHr = { kind: 'ability', action: 'manage', subject: 'HR' } as const;

export const listLicenceChecksContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/licence-checks',
  summary: 'A worker’s recorded licence and work-permit checks, newest first',
  tag: 'licence-checks',
  access: readsHr,
  params: workerParamsSchema,
  response: workerLicenceChecksSchema,
});

export const recordLicenceCheckContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/workers/:workerId/licence-checks',
  summary:
    'Record a register check (who and when are taken from the request); it supersedes the earlier check of its kind (LICENCE_SCOPE_REQUIRED, LICENCE_VALIDITY_ORDER, LICENCE_REGISTRATION_NUMBER_INVALID)',
  tag: 'licence-checks',
  access: managesHr,
  params: workerParamsSchema,
  body: recordLicenceCheckInputSchema,
  response: licenceCheckSchema,
  successStatus: 201,
});

export const expiringLicencesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/licence-checks/expiring',
  summary: 'Licences and permits in force that end within 30 days or have ended, soonest first',
  tag: 'licence-checks',
  access: readsHr,
  params: accountParamsSchema,
  response: expiringLicencesSchema,
});

/** The evidence routes are registered directly (a binary body and a file answer); this is their path. */
export const licenceEvidencePath =
  '/api/accounts/:accountId/workers/:workerId/licence-checks/:checkId/evidence';
