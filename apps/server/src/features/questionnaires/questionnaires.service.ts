import type { Actor } from '@portal/domain/access';
import type { MessageTargets } from '@portal/domain/messaging';
import type {
  Answers,
  QuestionnaireValues,
  questionnaireListQuerySchema,
} from '@portal/domain/questionnaires';
import type { z } from 'zod';
import { answerQuestionnaire, getPublicQuestionnaire } from './use-cases/answer-questionnaire';
import {
  changeQuestionnaire,
  createQuestionnaire,
  deleteQuestionnaire,
  getQuestionnaire,
  listAccountQuestionnaires,
} from './use-cases/edit-questionnaires';
import { questionnaireResults, questionnaireResultsFile } from './use-cases/questionnaire-results';
import type { QuestionnaireIds, QuestionnairesServiceDependencies } from './use-cases/questionnaire-use-case';
import { countRecipients, sendQuestionnaire } from './use-cases/send-questionnaire';

/**
 * Questionnaires (issue 17 §4): HR builds one, sends each targeted worker a personal link by e-mail and/or
 * SMS, workers answer on a phone without signing in, and HR reads the results per question or as CSV.
 */
export function createQuestionnairesService(dependencies: QuestionnairesServiceDependencies) {
  return {
    list: (accountId: string, query: z.output<typeof questionnaireListQuerySchema>) =>
      listAccountQuestionnaires(dependencies, accountId, query),
    get: (ids: QuestionnaireIds) => getQuestionnaire(dependencies, ids),
    create: (actor: Actor, accountId: string, input: QuestionnaireValues) =>
      createQuestionnaire(dependencies, { actor, accountId, input }),
    update: (actor: Actor, ids: QuestionnaireIds, input: QuestionnaireValues) =>
      changeQuestionnaire(dependencies, { actor, ids, input }),
    remove: (actor: Actor, ids: QuestionnaireIds) => deleteQuestionnaire(dependencies, { actor, ids }),
    recipients: (ids: QuestionnaireIds, targets: MessageTargets) =>
      countRecipients(dependencies, { ids, targets }),
    send: (
      actor: Actor,
      ids: QuestionnaireIds,
      input: { targets: MessageTargets; email: boolean; sms: boolean },
    ) => sendQuestionnaire(dependencies, { actor, ids, input }),
    results: (ids: QuestionnaireIds) => questionnaireResults(dependencies, ids),
    resultsFile: (ids: QuestionnaireIds, language: string) =>
      questionnaireResultsFile(dependencies, ids, language),
    getPublic: (token: string) => getPublicQuestionnaire(dependencies, token),
    answer: (token: string, answers: Answers) => answerQuestionnaire(dependencies, { token, answers }),
  };
}

export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
