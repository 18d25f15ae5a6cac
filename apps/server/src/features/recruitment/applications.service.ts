import type { Actor } from '@portal/domain/access';
import type { ApplicationUpdateValues, ParsedApplicationListQuery } from '@portal/domain/recruitment';
import type { PageQuery } from '@portal/domain/shared';
import type { ApplicationsDependencies } from './use-cases/application-use-case';
import { confirmApplication, moveApplication, recordCall } from './use-cases/move-application';
import {
  getApplication,
  getApplicationHistory,
  getApplicationOptions,
  getCallList,
  listApplications,
} from './use-cases/read-applications';
import { updateApplication } from './use-cases/update-application';

type Target = { accountId: string; applicantId: string };

/**
 * The applications pipeline (issue 16 §2, decision 0052), bound to its dependencies. The routes have
 * checked the account (404) and the Applications ability (403): admins and agents.
 */
export function createApplicationsService(dependencies: ApplicationsDependencies) {
  const { db } = dependencies;
  return {
    list: (accountId: string, query: ParsedApplicationListQuery) => listApplications(db, accountId, query),
    options: (accountId: string) => getApplicationOptions(db, accountId),
    callList: (accountId: string, query: PageQuery) => getCallList(db, accountId, query),
    get: ({ accountId, applicantId }: Target) => getApplication(db, accountId, applicantId),
    history: ({ accountId, applicantId }: Target) => getApplicationHistory(db, accountId, applicantId),
    update: (actor: Actor, { accountId, applicantId }: Target, input: ApplicationUpdateValues) =>
      updateApplication(dependencies, actor, accountId, applicantId, input),
    move: (actor: Actor, target: Target, input: Parameters<typeof moveApplication>[3]) =>
      moveApplication(dependencies, actor, target, input),
    call: (actor: Actor, target: Target, input: Parameters<typeof recordCall>[3]) =>
      recordCall(dependencies, actor, target, input),
    confirm: (actor: Actor, target: Target, input: { note: string | null }) =>
      confirmApplication(dependencies, actor, target, input),
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
