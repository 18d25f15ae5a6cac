import type { Actor } from '@portal/domain/access';
import type {
  InterviewStep,
  InterviewStepValues,
  InterviewTemplate,
  InterviewTemplateList,
  InterviewTemplateValues,
} from '@portal/domain/interviews';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { presentTemplate } from '../interviews.presenter';
import {
  deleteTemplate,
  findTemplate,
  insertInterview,
  listTemplateRows,
  updateTemplate,
} from '../interviews.repository';
import { auditSubject, type InterviewsDependencies } from './interview-use-case';

/** A saved question has no answer yet. */
export const unanswered = (steps: readonly InterviewStepValues[]): InterviewStep[] =>
  steps.map((step) => ({ ...step, answer: null }));

type TemplateIds = { accountId: string; templateId: string };

export async function listTemplates(
  { db }: InterviewsDependencies,
  accountId: string,
): Promise<InterviewTemplateList> {
  return { items: (await listTemplateRows(db, accountId)).map(presentTemplate) };
}

export async function createTemplate(
  { db, clock }: InterviewsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: InterviewTemplateValues },
): Promise<InterviewTemplate> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const row = await insertInterview(tx, {
      accountId,
      isTemplate: true,
      templateName: input.templateName,
      steps: unanswered(input.steps),
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
      changes: { after: { templateName: input.templateName, steps: input.steps } },
    });
    return presentTemplate(row);
  });
}

export async function replaceTemplate(
  { db, clock }: InterviewsDependencies,
  { actor, ids, input }: { actor: Actor; ids: TemplateIds; input: InterviewTemplateValues },
): Promise<InterviewTemplate> {
  return db.transaction(async (tx) => {
    const before = await findTemplate(tx, ids.accountId, ids.templateId);
    if (!before) {
      throw new DomainError('NOT_FOUND', { templateId: ids.templateId });
    }
    const row = await updateTemplate(tx, before.id, {
      templateName: input.templateName,
      steps: unanswered(input.steps),
      at: clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'update',
      subject: auditSubject,
      subjectId: row.id,
      changes: {
        before: { templateName: before.templateName, steps: before.steps },
        after: { templateName: input.templateName, steps: input.steps },
      },
    });
    return presentTemplate(row);
  });
}

/** Deletes the template; interviews made from it keep their own copy of its questions. */
export async function removeTemplate(
  { db }: InterviewsDependencies,
  { actor, ids }: { actor: Actor; ids: TemplateIds },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const before = await findTemplate(tx, ids.accountId, ids.templateId);
    if (!before) {
      throw new DomainError('NOT_FOUND', { templateId: ids.templateId });
    }
    await deleteTemplate(tx, before.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'delete',
      subject: auditSubject,
      subjectId: before.id,
      changes: { before: { templateName: before.templateName, steps: before.steps } },
    });
    return { id: before.id };
  });
}
