import { aggregateResults, type QuestionnaireResults } from '@portal/domain/questionnaires';
import { questionnaireResultsCsv } from '../questionnaire-results-csv';
import { answersOf, questionsOf } from '../questionnaires.presenter';
import { findQuestionnaireCounts, listResponses } from '../questionnaires.repository';
import {
  type QuestionnaireIds,
  type QuestionnairesServiceDependencies,
  requireQuestionnaire,
} from './questionnaire-use-case';

export async function questionnaireResults(
  { db }: QuestionnairesServiceDependencies,
  ids: QuestionnaireIds,
): Promise<QuestionnaireResults> {
  const questionnaire = await requireQuestionnaire(db, ids);
  const [responses, counts] = await Promise.all([
    listResponses(db, questionnaire.id),
    findQuestionnaireCounts(db, questionnaire.id),
  ]);
  return {
    questionnaireId: questionnaire.id,
    title: questionnaire.title,
    invitedCount: counts.invitedCount,
    responseCount: responses.length,
    questions: aggregateResults(
      questionsOf(questionnaire),
      responses.map((response) => answersOf(response.answers)),
    ),
  };
}

/** One row per response for a spreadsheet, named after the questionnaire's title. */
export async function questionnaireResultsFile(
  { db }: QuestionnairesServiceDependencies,
  ids: QuestionnaireIds,
  language: string,
): Promise<{ fileName: string; content: string }> {
  const questionnaire = await requireQuestionnaire(db, ids);
  const responses = await listResponses(db, questionnaire.id);
  const content = questionnaireResultsCsv(
    questionsOf(questionnaire),
    responses.map((response) => ({ ...response, answers: answersOf(response.answers) })),
    language,
  );
  const base = questionnaire.title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'kysely';
  return { fileName: `${base.slice(0, 80)}.csv`, content };
}
