import type { TuberculosisSurveyListQuery } from '@portal/domain/onboarding';

/** Query keys of onboarding; everything of one account sits under `account(accountId)`. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  account: (accountId: string) => [...onboardingKeys.all, accountId] as const,
  surveys: (accountId: string, query: TuberculosisSurveyListQuery) =>
    [...onboardingKeys.account(accountId), 'surveys', query] as const,
  survey: (accountId: string, id: string) => [...onboardingKeys.account(accountId), 'survey', id] as const,
  publicSurvey: (token: string) => [...onboardingKeys.all, 'public-survey', token] as const,
  getStarted: (token: string) => [...onboardingKeys.all, 'get-started', token] as const,
};
