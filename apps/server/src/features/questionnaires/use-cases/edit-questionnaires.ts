import type { Actor } from '@portal/domain/access';
import type {
  Questionnaire,
  QuestionnaireList,
  QuestionnaireValues,
  questionnaireListQuerySchema,
} from '@portal/domain/questionnaires';
import { pageOffset } from '@portal/domain/shared';
import type { z } from 'zod';
import { recordAudit } from '../../../lib/audit';
import { presentSummary } from '../questionnaires.presenter';
import { insertQuestionnaire, listQuestionnaires, updateQuestionnaire } from '../questionnaires.repository';
import {
  auditSubject,
  type QuestionnaireIds,
  type QuestionnairesServiceDependencies,
  requireQuestionnaire,
  staffView,
  todayOf,
} from './questionnaire-use-case';

export async function listAccountQuestionnaires(
  { db, clock }: QuestionnairesServiceDependencies,
  accountId: string,
  query: z.output<typeof questionnaireListQuerySchema>,
): Promise<QuestionnaireList> {
  const today = todayOf(clock);
  const { rows, total } = await listQuestionnaires(db, {
    accountId,
    limit: query.perPage,
    offset: pageOffset(query),
  });
  return { items: rows.map((row) => presentSummary(row.questionnaire, row, today)), total };
}

export async function getQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  ids: QuestionnaireIds,
): Promise<Questionnaire> {
  return staffView(db, clock, await requireQuestionnaire(db, ids));
}

/** What the audit keeps of the form: everything but the question texts' bulk, counted instead. */
const auditFacts = (input: QuestionnaireValues) => ({
  title: input.title,
  isDraft: input.isDraft,
  expiresOn: input.expiresOn,
  questionCount: input.questions.length,
});

export async function createQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: QuestionnaireValues },
): Promise<Questionnaire> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await insertQuestionnaire(tx, {
      accountId,
      title: input.title,
      description: input.description,
      isDraft: input.isDraft,
      expiresOn: input.expiresOn,
      questions: input.questions,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: row.id,
      changes: { after: auditFacts(input) },
    });
    return staffView(tx, clock, row);
  });
}

/**
 * Saves the editor's form. Answers already given stay as they are: an answer to a removed question or
 * option is no longer counted (the results read the current questions), never rewritten.
 */
export async function changeQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  { actor, ids, input }: { actor: Actor; ids: QuestionnaireIds; input: QuestionnaireValues },
): Promise<Questionnaire> {
  return db.transaction(async (tx) => {
    const before = await requireQuestionnaire(tx, ids, { lock: true });
    const row = await updateQuestionnaire(tx, before.id, {
      title: input.title,
      description: input.description,
      isDraft: input.isDraft,
      expiresOn: input.expiresOn,
      questions: input.questions,
      updatedAt: clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'update',
      subject: auditSubject,
      subjectId: row.id,
      changes: {
        before: { title: before.title, isDraft: before.isDraft, expiresOn: before.expiresOn },
        after: auditFacts(input),
      },
    });
    return staffView(tx, clock, row);
  });
}

/** A soft delete: the questionnaire leaves the list and its links answer as unknown; responses stay. */
export async function deleteQuestionnaire(
  { db, clock }: QuestionnairesServiceDependencies,
  { actor, ids }: { actor: Actor; ids: QuestionnaireIds },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const row = await requireQuestionnaire(tx, ids, { lock: true });
    await updateQuestionnaire(tx, row.id, { deletedAt: clock.now() });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'delete',
      subject: auditSubject,
      subjectId: row.id,
      changes: { before: { title: row.title } },
    });
    return { id: row.id };
  });
}
