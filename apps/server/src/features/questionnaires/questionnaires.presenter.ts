import {
  type Answers,
  answersSchema,
  type PublicQuestionnaire,
  type Question,
  type Questionnaire,
  type QuestionnaireSummary,
  questionnaireStatus,
  questionsSchema,
} from '@portal/domain/questionnaires';
import { isLocale } from '@portal/domain/shared';
import type { QuestionnaireCounts, QuestionnaireRow } from './questionnaires.repository';

/** The stored questions, read through the domain's schema (the JSON column's shape is the contract's). */
export function questionsOf(row: Pick<QuestionnaireRow, 'questions'>): Question[] {
  return questionsSchema.parse(row.questions);
}

/** Stored answers; a row that no longer reads (never written so) counts as no answers. */
export function answersOf(value: unknown): Answers {
  const parsed = answersSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

export function presentSummary(
  row: QuestionnaireRow,
  counts: QuestionnaireCounts,
  today: string,
): QuestionnaireSummary {
  return {
    id: row.id,
    accountId: row.accountId,
    title: row.title,
    status: questionnaireStatus(row, today),
    isDraft: row.isDraft,
    expiresOn: row.expiresOn,
    questionCount: Array.isArray(row.questions) ? row.questions.length : 0,
    invitedCount: counts.invitedCount,
    responseCount: counts.responseCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentQuestionnaire(
  row: QuestionnaireRow,
  counts: QuestionnaireCounts,
  today: string,
): Questionnaire {
  return {
    ...presentSummary(row, counts, today),
    description: row.description,
    questions: questionsOf(row),
    targets: { region: row.targetRegion, cities: row.targetCities, roles: row.targetRoles },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentPublic(
  facts: { questionnaire: QuestionnaireRow; firstName: string; locale: string | null; company: string },
  response: { answers: unknown; submittedAt: Date } | null,
): PublicQuestionnaire {
  const { questionnaire } = facts;
  return {
    locale: isLocale(facts.locale) ? facts.locale : null,
    title: questionnaire.title,
    description: questionnaire.description,
    company: facts.company,
    firstName: facts.firstName,
    expiresOn: questionnaire.expiresOn,
    questions: questionsOf(questionnaire),
    answers: response ? answersOf(response.answers) : null,
    answeredAt: response ? response.submittedAt.toISOString() : null,
  };
}
