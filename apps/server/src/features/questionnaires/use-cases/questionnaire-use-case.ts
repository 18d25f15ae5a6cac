import type { Questionnaire } from '@portal/domain/questionnaires';
import { DomainError, helsinkiDayKey } from '@portal/domain/shared';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { presentQuestionnaire } from '../questionnaires.presenter';
import {
  findQuestionnaire,
  findQuestionnaireCounts,
  type QuestionnaireRow,
} from '../questionnaires.repository';

// What the questionnaire use cases (one concern per file in this folder) share.

export type QuestionnairesServiceDependencies = {
  db: Database;
  clock: Clock;
  /** Origin the links point to, e.g. https://portal.example.fi */
  publicUrl: string;
};

export type QuestionnaireIds = { accountId: string; questionnaireId: string };

/** The audit subject of every change here. */
export const auditSubject = 'Questionnaire';

export const todayOf = (clock: Clock) => helsinkiDayKey(clock.now());

/** The account's questionnaire, or NOT_FOUND (deleted ones and other accounts' alike). */
export async function requireQuestionnaire(
  executor: Executor,
  ids: QuestionnaireIds,
  options: { lock?: boolean } = {},
): Promise<QuestionnaireRow> {
  const row = await findQuestionnaire(executor, ids.accountId, ids.questionnaireId, options);
  if (!row) {
    throw new DomainError('NOT_FOUND');
  }
  return row;
}

export async function staffView(
  executor: Executor,
  clock: Clock,
  row: QuestionnaireRow,
): Promise<Questionnaire> {
  return presentQuestionnaire(row, await findQuestionnaireCounts(executor, row.id), todayOf(clock));
}
