import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema, workerParamsSchema } from '../shared/route-params';
import {
  contractTemplateListSchema,
  contractTemplateSchema,
  employmentContractListSchema,
  employmentContractSchema,
  publicContractSigningSchema,
  signingCodeSentSchema,
  workerEmploymentContractsSchema,
} from './employment-contracts';
import {
  contractSigningTokenSchema,
  contractTemplateInputSchema,
  createEmploymentContractInputSchema,
  declineContractInputSchema,
  employmentContractListQuerySchema,
  requestSigningCodeInputSchema,
  sendEmploymentContractInputSchema,
  signContractInputSchema,
  updateEmploymentContractInputSchema,
  verifySigningCodeInputSchema,
} from './employment-contracts.inputs';

export const contractTemplateParamsSchema = accountParamsSchema.extend({ templateId: z.uuid() });
export const employmentContractParamsSchema = accountParamsSchema.extend({ contractId: z.uuid() });
export const contractSigningTokenParamsSchema = z.object({ token: contractSigningTokenSchema });
export type EmploymentContractParams = z.infer<typeof employmentContractParamsSchema>;
export type ContractSigningTokenParams = z.infer<typeof contractSigningTokenParamsSchema>;

// Contracts carry wages: the menu subject Payroll (admins, organization-admins, super-admins; decision 0047).
const reads = { kind: 'ability', action: 'read', subject: 'Payroll' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Payroll' } as const;
const tag = 'employment-contracts';
const publicAccess = { kind: 'public' } as const;

export const listContractTemplatesContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/contract-templates',
  summary: 'The account’s contract templates that are not archived, by name',
  tag,
  access: reads,
  params: accountParamsSchema,
  response: contractTemplateListSchema,
});

export const createContractTemplateContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/contract-templates',
  summary: 'A template with merge fields; an unknown field is refused (CONTRACT_TEMPLATE_UNKNOWN_FIELD)',
  tag,
  access: manages,
  params: accountParamsSchema,
  body: contractTemplateInputSchema,
  response: contractTemplateSchema,
  successStatus: 201,
});

export const updateContractTemplateContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/contract-templates/:templateId',
  summary: 'Change a template; contracts already drafted keep their own text',
  tag,
  access: manages,
  params: contractTemplateParamsSchema,
  body: contractTemplateInputSchema,
  response: contractTemplateSchema,
});

export const archiveContractTemplateContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/contract-templates/:templateId',
  summary: 'Archive a template: no new drafts from it; drafted contracts are untouched',
  tag,
  access: manages,
  params: contractTemplateParamsSchema,
  response: contractTemplateSchema,
});

export const listEmploymentContractsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/employment-contracts',
  summary: 'The account’s employment contracts (filters: status, worker name; sort; pages)',
  tag,
  access: reads,
  params: accountParamsSchema,
  query: employmentContractListQuerySchema,
  response: employmentContractListSchema,
});

export const getEmploymentContractContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/employment-contracts/:contractId',
  summary: 'A contract with its terms, text and audit trail',
  tag,
  access: reads,
  params: employmentContractParamsSchema,
  response: employmentContractSchema,
});

export const createEmploymentContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/employment-contracts',
  summary: 'Draft a contract for a worker from a template and terms (merge fields filled)',
  tag,
  access: manages,
  params: accountParamsSchema,
  body: createEmploymentContractInputSchema,
  response: employmentContractSchema,
  successStatus: 201,
});

export const updateEmploymentContractContract = defineContract({
  method: 'PUT',
  path: '/api/accounts/:accountId/employment-contracts/:contractId',
  summary: 'Change a draft (CONTRACT_NOT_EDITABLE once sent)',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  body: updateEmploymentContractInputSchema,
  response: employmentContractSchema,
});

export const deleteEmploymentContractContract = defineContract({
  method: 'DELETE',
  path: '/api/accounts/:accountId/employment-contracts/:contractId',
  summary: 'Delete a draft (CONTRACT_NOT_EDITABLE once sent: cancel it instead)',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  response: z.object({ id: z.uuid() }),
});

export const sendEmploymentContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/employment-contracts/:contractId/send',
  summary:
    'Send (or send again) for signature by e-mail and/or SMS with a deadline; a new link, old links stop working',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  body: sendEmploymentContractInputSchema,
  response: employmentContractSchema,
});

export const remindEmploymentContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/employment-contracts/:contractId/remind',
  summary: 'Remind the worker with a new link through the contract’s channels',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  response: employmentContractSchema,
});

export const cancelEmploymentContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/employment-contracts/:contractId/cancel',
  summary: 'Cancel a draft, sent or viewed contract; its links stop working (410)',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  response: employmentContractSchema,
});

export const countersignEmploymentContractContract = defineContract({
  method: 'POST',
  path: '/api/accounts/:accountId/employment-contracts/:contractId/countersign',
  summary: 'The employer’s countersignature of a signed contract that requires one',
  tag,
  access: manages,
  params: employmentContractParamsSchema,
  response: employmentContractSchema,
});

export const listWorkerEmploymentContractsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/workers/:workerId/employment-contracts',
  summary: 'A worker’s employment contracts, newest first (the worker page)',
  tag,
  access: reads,
  params: workerParamsSchema,
  response: workerEmploymentContractsSchema,
});

/** The PDF routes are registered directly (a binary answer); `?version=signed` is the signed copy. */
export const employmentContractPdfPath = '/api/accounts/:accountId/employment-contracts/:contractId/pdf';
export const employmentContractPdfQuerySchema = z.object({
  version: z.enum(['current', 'signed']).default('current'),
});

export const getContractSigningContract = defineContract({
  method: 'GET',
  path: '/api/public/contract-signing/:token',
  summary: 'What the worker sees through the link (no sign-in); unknown 404, cancelled/revoked/expired 410',
  tag,
  access: publicAccess,
  params: contractSigningTokenParamsSchema,
  response: publicContractSigningSchema,
});

export const requestSigningCodeContract = defineContract({
  method: 'POST',
  path: '/api/public/contract-signing/:token/code',
  summary: 'Send a 6-digit one-time code (valid 10 min; 5 an hour per contract, then 429)',
  tag,
  access: publicAccess,
  params: contractSigningTokenParamsSchema,
  body: requestSigningCodeInputSchema,
  response: signingCodeSentSchema,
});

export const verifySigningCodeContract = defineContract({
  method: 'POST',
  path: '/api/public/contract-signing/:token/code/verify',
  summary: 'Confirm the code (5 wrong tries per code; CONTRACT_CODE_INVALID tells the tries left)',
  tag,
  access: publicAccess,
  params: contractSigningTokenParamsSchema,
  body: verifySigningCodeInputSchema,
  response: publicContractSigningSchema,
});

export const signContractContract = defineContract({
  method: 'POST',
  path: '/api/public/contract-signing/:token/sign',
  summary: 'Sign with the typed name and consent after a confirmed code; seals the signed PDF',
  tag,
  access: publicAccess,
  params: contractSigningTokenParamsSchema,
  body: signContractInputSchema,
  response: publicContractSigningSchema,
});

export const declineContractContract = defineContract({
  method: 'POST',
  path: '/api/public/contract-signing/:token/decline',
  summary: 'Decline the contract with a reason',
  tag,
  access: publicAccess,
  params: contractSigningTokenParamsSchema,
  body: declineContractInputSchema,
  response: publicContractSigningSchema,
});

/** The worker's PDFs through the link (binary): the contract to read (records it viewed) and the signed copy. */
export const contractSigningPdfPath = '/api/public/contract-signing/:token/pdf';
export const contractSigningSignedPdfPath = '/api/public/contract-signing/:token/signed-pdf';
