import type { PublicQuestionnaire, Questionnaire, QuestionnaireResults } from '@portal/domain/questionnaires';
import { accountIds } from '@/testing/build-me';

export const questionnairesPath = `/api/accounts/${accountIds.first}/questionnaires`;
export const questionnaireId = '60000000-0000-4000-8000-000000000001';
export const token = 'a3lzZWx5LWxpbmtraS0wMDAwMDAwMDAwMDAwMDAwMDAwMDA';
export const publicPath = `/api/public/questionnaires/${token}`;

const options = [
  { id: 'aamu', label: 'Aamu' },
  { id: 'ilta', label: 'Ilta' },
];

export const sampleQuestions: Questionnaire['questions'] = [
  { id: 'info', type: 'text', text: 'Vastaaminen vie minuutin.' },
  { id: 'vuoro', type: 'single_choice', text: 'Mikä vuoro sopii?', required: true, options },
  { id: 'päivät', type: 'multiple_choice', text: 'Mitkä vuorot?', required: false, options },
  { id: 'nimi', type: 'text_question_short', text: 'Lempinimi', required: false },
  { id: 'palaute', type: 'text_question_long', text: 'Palaute', required: false },
  { id: 'loma', type: 'date_question', text: 'Lomasi alkaa', required: false },
  { id: 'arvio', type: 'range_question', text: 'Arvio', required: true, min: 1, max: 5, step: 1 },
];

export function buildQuestionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: questionnaireId,
    accountId: accountIds.first,
    title: 'Vuorotoiveet',
    description: 'Kerro toiveesi joulukuulle.',
    status: 'active',
    isDraft: false,
    expiresOn: '2026-12-31',
    questionCount: sampleQuestions.length,
    invitedCount: 2,
    responseCount: 2,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    questions: sampleQuestions,
    targets: { region: null, cities: [], roles: [] },
    ...overrides,
  };
}

export function buildResults(): QuestionnaireResults {
  return {
    questionnaireId,
    title: 'Vuorotoiveet',
    invitedCount: 2,
    responseCount: 2,
    questions: [
      {
        kind: 'choice',
        type: 'single_choice',
        questionId: 'vuoro',
        text: 'Mikä vuoro sopii?',
        answered: 2,
        counts: [
          { value: 'aamu', label: 'Aamu', count: 2 },
          { value: 'ilta', label: 'Ilta', count: 0 },
        ],
      },
      { kind: 'text', questionId: 'palaute', text: 'Palaute', answered: 1, answers: ['Hyvä työpaikka'] },
      {
        kind: 'range',
        questionId: 'arvio',
        text: 'Arvio',
        answered: 2,
        average: 4.5,
        counts: ['1', '2', '3', '4', '5'].map((value) => ({
          value,
          label: value,
          count: value >= '4' ? 1 : 0,
        })),
      },
    ],
  };
}

export function buildPublic(overrides: Partial<PublicQuestionnaire> = {}): PublicQuestionnaire {
  return {
    locale: 'fi',
    title: 'Vuorotoiveet',
    description: 'Kerro toiveesi joulukuulle.',
    company: 'Hoivapalvelut Oy',
    firstName: 'Säde',
    expiresOn: '2026-12-31',
    questions: sampleQuestions,
    answers: null,
    answeredAt: null,
    ...overrides,
  };
}
