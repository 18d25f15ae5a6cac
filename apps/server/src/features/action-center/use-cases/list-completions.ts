import type { Actor } from '@portal/domain/access';
import type { CompletionsPage, ListActionCenterQuery } from '@portal/domain/action-center';
import { DomainError } from '@portal/domain/shared';
import { findBreakRule } from '../action-center.repository';
import { type ActionCenterServiceDependencies, listTabPage } from './action-center-use-case';

export type ListCompletionsOptions = { actor: Actor; accountId: string; query: ListActionCenterQuery };

/** The completions tab, with the account's break rule the completion form applies. */
export async function listCompletions(
  dependencies: ActionCenterServiceDependencies,
  { actor, accountId, query }: ListCompletionsOptions,
): Promise<CompletionsPage> {
  const [result, account] = await Promise.all([
    listTabPage(dependencies, { actor, accountId, tab: 'completions', query }),
    findBreakRule(dependencies.db, accountId),
  ]);
  if (!account) {
    throw new DomainError('NOT_FOUND');
  }
  return {
    ...result,
    breakRule: { unpaidTime: account.unpaidTime, minHoursWithBreak: account.minHoursWithBreak },
  };
}
