import type { Actor } from '@portal/domain/access';
import type {
  ContractTemplateValues,
  CreateEmploymentContractValues,
  ParsedEmploymentContractListQuery,
  SendEmploymentContractValues,
  SigningChannel,
  UpdateEmploymentContractValues,
} from '@portal/domain/employment-contracts';
import type {
  ContractIds,
  EmploymentContractsDependencies,
  RequestOrigin,
} from './use-cases/contract-use-case';
import { createContract, deleteDraft, updateDraft } from './use-cases/draft-contract';
import { getSigningPage, readContractPdf, readSignedContractPdf } from './use-cases/public-signing';
import {
  employmentContractPdf,
  getEmploymentContract,
  listEmploymentContracts,
  listWorkerEmploymentContracts,
} from './use-cases/read-contracts';
import { remindContract, sendContract } from './use-cases/send-contract';
import { declineContract, signContract } from './use-cases/sign-contract';
import { requestSigningCode, verifySigningCode } from './use-cases/signing-codes';
import { cancelContract, countersignContract } from './use-cases/staff-actions';
import {
  archiveContractTemplate,
  createContractTemplate,
  listContractTemplates,
  updateContractTemplate,
} from './use-cases/templates';

export type { EmploymentContractsDependencies } from './use-cases/contract-use-case';

type TemplateIds = { accountId: string; templateId: string };

/**
 * Employment contracts (issue 15 §1): templates with merge fields, contracts drafted from them for a
 * worker, sent by e-mail and/or SMS, signed by the worker on a public page after a one-time code, sealed
 * with the audit page, and countersigned by the employer when required.
 */
export function createEmploymentContractsService(dependencies: EmploymentContractsDependencies) {
  return {
    listTemplates: (accountId: string) => listContractTemplates(dependencies, accountId),
    createTemplate: (actor: Actor, accountId: string, input: ContractTemplateValues) =>
      createContractTemplate(dependencies, { actor, accountId, input }),
    updateTemplate: (actor: Actor, ids: TemplateIds, input: ContractTemplateValues) =>
      updateContractTemplate(dependencies, { actor, ids, input }),
    archiveTemplate: (actor: Actor, ids: TemplateIds) =>
      archiveContractTemplate(dependencies, { actor, ids }),

    list: (accountId: string, query: ParsedEmploymentContractListQuery) =>
      listEmploymentContracts(dependencies, { accountId, query }),
    get: (ids: ContractIds) => getEmploymentContract(dependencies, ids),
    listForWorker: (accountId: string, workerId: string) =>
      listWorkerEmploymentContracts(dependencies, { accountId, workerId }),
    pdf: (ids: ContractIds, version: 'current' | 'signed') =>
      employmentContractPdf(dependencies, { ids, version }),
    create: (actor: Actor, accountId: string, input: CreateEmploymentContractValues) =>
      createContract(dependencies, { actor, accountId, input }),
    update: (actor: Actor, ids: ContractIds, input: UpdateEmploymentContractValues) =>
      updateDraft(dependencies, { actor, ids, input }),
    delete: (actor: Actor, ids: ContractIds) => deleteDraft(dependencies, { actor, ids }),
    send: (actor: Actor, ids: ContractIds, input: SendEmploymentContractValues) =>
      sendContract(dependencies, { actor, ids, input }),
    remind: (actor: Actor, ids: ContractIds) => remindContract(dependencies, { actor, ids }),
    cancel: (actor: Actor, ids: ContractIds) => cancelContract(dependencies, { actor, ids }),
    countersign: (actor: Actor, ids: ContractIds) => countersignContract(dependencies, { actor, ids }),

    signingPage: (token: string) => getSigningPage(dependencies, token),
    signingPdf: (token: string, origin: RequestOrigin) => readContractPdf(dependencies, { token, origin }),
    signedPdf: (token: string) => readSignedContractPdf(dependencies, token),
    requestCode: (token: string, channel: SigningChannel, origin: RequestOrigin) =>
      requestSigningCode(dependencies, { token, channel, origin }),
    verifyCode: (token: string, code: string, origin: RequestOrigin) =>
      verifySigningCode(dependencies, { token, code, origin }),
    sign: (token: string, fullName: string, origin: RequestOrigin) =>
      signContract(dependencies, { token, fullName, origin }),
    decline: (token: string, reason: string, origin: RequestOrigin) =>
      declineContract(dependencies, { token, reason, origin }),
  };
}

export type EmploymentContractsService = ReturnType<typeof createEmploymentContractsService>;
