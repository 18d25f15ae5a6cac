import type {
  PublicGetStarted,
  PublicTuberculosisSurvey,
  TuberculosisSurvey,
  TuberculosisSurveySummary,
} from '@portal/domain/onboarding';
import { tuberculosisQuestions } from '@portal/domain/onboarding';
import { buildMe } from '@/testing/build-me';

export const me = buildMe('admin');
export const accountId = me.accounts[0]?.id ?? '';
export const surveyId = '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f701';
export const surveysApi = `/api/accounts/${accountId}/tuberculosis-surveys`;
export const token = 'dHViZXJrdWxvb3Npa3lzZWx5LWxpbmtraS0wMDAwMDAwMDA';

export function buildPublicSurvey(
  overrides: Partial<PublicTuberculosisSurvey> = {},
): PublicTuberculosisSurvey {
  return {
    firstName: 'Säde',
    company: 'Hoivapalvelut Oy',
    locale: 'fi',
    status: 'sent',
    linkExpiresAt: '2026-12-22T10:00:00.000Z',
    ...overrides,
  };
}

export function buildSurveySummary(
  overrides: Partial<TuberculosisSurveySummary> = {},
): TuberculosisSurveySummary {
  return {
    id: surveyId,
    workerId: '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f6aa',
    workerName: 'Säde Öhman',
    status: 'answered',
    needsFollowUp: true,
    followUpReasons: ['symptoms', 'high-incidence-country'],
    sentAt: '2026-11-22T10:00:00.000Z',
    linkExpiresAt: '2026-12-22T10:00:00.000Z',
    answeredAt: '2026-11-23T08:30:00.000Z',
    reviewedAt: null,
    ...overrides,
  };
}

export function buildSurvey(overrides: Partial<TuberculosisSurvey> = {}): TuberculosisSurvey {
  const answers = Object.fromEntries(
    tuberculosisQuestions.map((question) => [question, { yes: false, details: null }]),
  ) as NonNullable<TuberculosisSurvey['answers']>;
  answers.longCough = { yes: true, details: null };
  answers.highIncidenceStay = { yes: true, details: 'Intia, 2025' };
  return {
    ...buildSurveySummary(),
    locale: 'fi',
    answers,
    reviewNote: null,
    reviewedByName: null,
    ...overrides,
  };
}

export const documentRequestId = '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f801';
export const documentId = '7b1c2d3e-4f50-4a61-8b72-9c83d4e5f802';

export function buildChecklist(overrides: Partial<PublicGetStarted> = {}): PublicGetStarted {
  return {
    firstName: 'Säde',
    company: 'Hoivapalvelut Oy',
    locale: 'fi',
    linkExpiresAt: '2026-12-22T10:00:00.000Z',
    completed: false,
    details: {
      firstName: 'Säde',
      lastName: 'Öhman',
      mobile: '+358401234567',
      addressCity: null,
      birthday: null,
      confirmedAt: null,
    },
    bankAccount: { ibanMasked: null, savedAt: null },
    taxCard: { withholdingPercent: null, savedAt: null },
    contract: { state: 'sent', canSign: true },
    documentRequests: [],
    tuberculosisSurvey: { status: 'none' },
    ...overrides,
  };
}
