import type { Actor } from '@portal/domain/access';
import {
  type CreateDocumentRequestValues,
  type DocumentRequest,
  documentRequestLinkExpiresAt,
  documentRequestMessageKind,
  documentRequestPagePath,
} from '@portal/domain/document-requests';
import { DomainError, defaultLocale, isLocale } from '@portal/domain/shared';
import { recordAudit } from '../../../lib/audit';
import { publishChange } from '../../../lib/publish-change';
import { createOpaqueToken, hashToken } from '../../../lib/tokens';
import { renderMessage } from '../../message-templates/message-templates.api';
import { enqueueMail } from '../../outbox/outbox.api';
import { findAccountWorker } from '../../workers/workers.api';
import { documentRequestTemplateValues } from '../document-request-message';
import { insertRequest } from '../document-requests.repository';
import { followApplicationStep } from './application-step-sync';
import {
  announce,
  auditSubject,
  type DocumentRequestsServiceDependencies,
  staffView,
} from './document-request-use-case';

/**
 * Saves the request and e-mails the worker a single-purpose link through the outbox. Only the hash of the
 * link's secret is stored (as the shift invitations do), so the database alone cannot answer for the worker.
 */
export async function createRequest(
  { db, clock, publicUrl }: DocumentRequestsServiceDependencies,
  { actor, accountId, input }: { actor: Actor; accountId: string; input: CreateDocumentRequestValues },
): Promise<DocumentRequest> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    // A worker of another account is answered like a missing one: its existence is not confirmed.
    const worker = await findAccountWorker(tx, accountId, input.workerId);
    if (!worker) {
      throw new DomainError('WORKER_NOT_ASSIGNABLE');
    }
    const token = createOpaqueToken();
    const request = await insertRequest(
      tx,
      {
        accountId,
        workerId: worker.id,
        title: input.title,
        description: input.description,
        mandatory: input.mandatory,
        deadline: input.deadline,
        tokenHash: hashToken(token),
        linkExpiresAt: documentRequestLinkExpiresAt(now, input.deadline),
        requestedBy: actor.userId,
        createdAt: now,
        updatedAt: now,
      },
      input.documents,
    );
    const locale = isLocale(worker.locale) ? worker.locale : defaultLocale;
    const outboxId = await enqueueMail(tx, {
      accountId,
      to: worker.email,
      kind: documentRequestMessageKind,
      ...(await renderMessage(tx, {
        accountId,
        type: 'document-request',
        locale,
        values: documentRequestTemplateValues(locale, {
          firstName: worker.firstName,
          title: input.title,
          documents: input.documents.map((document) => document.name),
          deadline: input.deadline,
          link: `${publicUrl}${documentRequestPagePath}/${token}`,
          expiresAt: request.linkExpiresAt,
          company: worker.accountName,
        }),
      })),
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      accountId,
      action: 'create',
      subject: auditSubject,
      subjectId: request.id,
      changes: {
        after: {
          workerId: worker.id,
          title: input.title,
          mandatory: input.mandatory,
          deadline: input.deadline,
          documents: input.documents,
        },
        outboxId,
      },
    });
    await publishChange(tx, { accountId, subject: 'Outbox', id: outboxId, action: 'created' });
    await followApplicationStep(tx, request, { from: null, to: 'open', actorId: actor.userId, at: now });
    await announce(tx, request, 'created');
    return staffView(tx, clock, request);
  });
}
