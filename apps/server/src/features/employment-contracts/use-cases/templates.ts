import type { Actor } from '@portal/domain/access';
import type {
  ContractTemplate,
  ContractTemplateList,
  ContractTemplateValues,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import {
  findTemplate,
  insertTemplate,
  listTemplates,
  updateTemplate,
} from '../contract-templates.repository';
import { presentTemplate } from '../employment-contracts.presenter';
import type { EmploymentContractsDependencies } from './contract-use-case';

type TemplateIds = { accountId: string; templateId: string };

const templateAudit = 'ContractTemplate';

// Templates are announced under the feature's one record subject, so the web's template picker and
// list refresh with the contracts (the id is the template's).
function announceTemplate(
  tx: Parameters<typeof publishChange>[0],
  accountId: string,
  id: string,
  created = false,
) {
  return publishChange(tx, {
    accountId,
    subject: 'EmploymentContract',
    id,
    action: created ? 'created' : 'updated',
  });
}

export async function listContractTemplates(
  { db }: EmploymentContractsDependencies,
  accountId: string,
): Promise<ContractTemplateList> {
  return { items: (await listTemplates(db, accountId)).map(presentTemplate) };
}

export async function createContractTemplate(
  { db, clock }: EmploymentContractsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: ContractTemplateValues },
): Promise<ContractTemplate> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const template = await insertTemplate(tx, {
      ...input,
      accountId,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: templateAudit,
      subjectId: template.id,
      changes: { after: input },
    });
    await announceTemplate(tx, accountId, template.id, true);
    return presentTemplate(template);
  });
}

/** Changes a template; contracts drafted from it keep their own merged text. An archived one stays archived. */
export async function updateContractTemplate(
  { db, clock }: EmploymentContractsDependencies,
  { actor, ids, input }: { actor: Actor; ids: TemplateIds; input: ContractTemplateValues },
): Promise<ContractTemplate> {
  return db.transaction(async (tx) => {
    const before = await findTemplate(tx, ids.accountId, ids.templateId);
    if (!before) {
      throw new DomainError('NOT_FOUND');
    }
    if (before.archivedAt) {
      throw new DomainError('CONTRACT_TEMPLATE_ARCHIVED');
    }
    const template = await updateTemplate(tx, before.id, { ...input, updatedAt: clock.now() });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'update',
      subject: templateAudit,
      subjectId: template.id,
      changes: {
        before: { name: before.name, locale: before.locale, body: before.body },
        after: input,
      },
    });
    await announceTemplate(tx, ids.accountId, template.id);
    return presentTemplate(template);
  });
}

/** Archives (never deletes): drafted and signed contracts still name the template they came from. */
export async function archiveContractTemplate(
  { db, clock }: EmploymentContractsDependencies,
  { actor, ids }: { actor: Actor; ids: TemplateIds },
): Promise<ContractTemplate> {
  return db.transaction(async (tx) => {
    const before = await findTemplate(tx, ids.accountId, ids.templateId);
    if (!before) {
      throw new DomainError('NOT_FOUND');
    }
    if (before.archivedAt) {
      return presentTemplate(before);
    }
    const now = clock.now();
    const template = await updateTemplate(tx, before.id, { archivedAt: now, updatedAt: now });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'archive',
      subject: templateAudit,
      subjectId: template.id,
    });
    await announceTemplate(tx, ids.accountId, template.id);
    return presentTemplate(template);
  });
}
