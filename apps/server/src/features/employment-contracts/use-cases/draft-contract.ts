import type { Actor } from '@portal/domain/access';
import {
  allowsContractAction,
  type ContractTerms,
  type CreateEmploymentContractValues,
  type EmploymentContract,
  renderContractBody,
  type UpdateEmploymentContractValues,
} from '@portal/domain/employment-contracts';
import { DomainError } from '@portal/domain/shared';
import type { Executor } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { appendContractEvent } from '../contract-event-chain';
import { deleteContractEvents } from '../contract-signing.repository';
import { type ContractTemplateRow, findTemplate } from '../contract-templates.repository';
import {
  deleteContractRow,
  findContractWorker,
  findEmployer,
  findUserName,
  insertContract,
  updateContract,
} from '../employment-contracts.repository';
import {
  announce,
  auditSubject,
  type ContractIds,
  type EmploymentContractsDependencies,
  lockContract,
  staffView,
} from './contract-use-case';

/** The template (not archived) and the worker of the account, and the text merged from them. */
async function mergeDraft(
  executor: Executor,
  accountId: string,
  input: { templateId: string; workerId: string; terms: ContractTerms },
): Promise<{ template: ContractTemplateRow; body: string }> {
  const template = await findTemplate(executor, accountId, input.templateId);
  if (!template) {
    throw new DomainError('NOT_FOUND', { field: 'templateId' });
  }
  if (template.archivedAt) {
    throw new DomainError('CONTRACT_TEMPLATE_ARCHIVED');
  }
  // A worker of another account is answered like a missing one: its existence is not confirmed.
  const worker = await findContractWorker(executor, accountId, input.workerId);
  if (!worker) {
    throw new DomainError('WORKER_NOT_ASSIGNABLE');
  }
  const employer = await findEmployer(executor, accountId);
  const body = renderContractBody(template.body, {
    locale: template.locale,
    worker: { fullName: worker.fullName, firstName: worker.firstName, birthday: worker.birthday },
    employer: { name: employer.name, businessId: employer.businessId },
    terms: input.terms,
  });
  return { template, body };
}

export async function createContract(
  { db, clock }: EmploymentContractsDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: CreateEmploymentContractValues },
): Promise<EmploymentContract> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const { template, body } = await mergeDraft(tx, accountId, input);
    const contract = await insertContract(tx, {
      accountId,
      workerId: input.workerId,
      templateId: template.id,
      locale: template.locale,
      title: input.title ?? template.name,
      terms: input.terms,
      startsOn: input.terms.startsOn,
      endsOn: input.terms.endsOn,
      body,
      countersignRequired: input.countersignRequired,
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    await appendContractEvent(tx, {
      contractId: contract.id,
      type: 'created',
      party: 'staff',
      actorId: actor.userId,
      actorName: await findUserName(tx, actor.userId),
      data: { templateId: template.id, locale: template.locale },
      occurredAt: now,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: contract.id,
      changes: {
        after: {
          workerId: input.workerId,
          templateId: template.id,
          title: contract.title,
          countersignRequired: input.countersignRequired,
          terms: input.terms,
        },
      },
    });
    await announce(tx, contract, 'created');
    return staffView(tx, contract.id);
  });
}

/** Changes a draft: the text is merged again from the (chosen) template with the new terms. */
export async function updateDraft(
  { db, clock }: EmploymentContractsDependencies,
  { actor, ids, input }: { actor: Actor; ids: ContractIds; input: UpdateEmploymentContractValues },
): Promise<EmploymentContract> {
  return db.transaction(async (tx) => {
    const before = await lockContract(tx, ids);
    if (!allowsContractAction(before.status, 'edit')) {
      throw new DomainError('CONTRACT_NOT_EDITABLE');
    }
    const { template, body } = await mergeDraft(tx, ids.accountId, {
      templateId: input.templateId,
      workerId: before.workerId,
      terms: input.terms,
    });
    const contract = await updateContract(tx, before.id, {
      templateId: template.id,
      locale: template.locale,
      title: input.title,
      terms: input.terms,
      startsOn: input.terms.startsOn,
      endsOn: input.terms.endsOn,
      body,
      countersignRequired: input.countersignRequired,
      updatedAt: clock.now(),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'update',
      subject: auditSubject,
      subjectId: contract.id,
      changes: {
        before: {
          templateId: before.templateId,
          title: before.title,
          countersignRequired: before.countersignRequired,
          terms: before.terms,
        },
        after: input,
      },
    });
    await announce(tx, contract);
    return staffView(tx, contract.id);
  });
}

export async function deleteDraft(
  { db }: EmploymentContractsDependencies,
  { actor, ids }: { actor: Actor; ids: ContractIds },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const contract = await lockContract(tx, ids);
    if (!allowsContractAction(contract.status, 'delete')) {
      throw new DomainError('CONTRACT_NOT_EDITABLE');
    }
    // A draft was never sent: its only trail is the `created` event, which goes with it (the audit log keeps the record).
    await deleteDraftRows(tx, contract.id);
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action: 'delete',
      subject: auditSubject,
      subjectId: contract.id,
      changes: { before: { workerId: contract.workerId, title: contract.title, terms: contract.terms } },
    });
    await announce(tx, contract, 'deleted');
    return { id: contract.id };
  });
}

async function deleteDraftRows(executor: Executor, contractId: string): Promise<void> {
  await deleteContractEvents(executor, contractId);
  await deleteContractRow(executor, contractId);
}
