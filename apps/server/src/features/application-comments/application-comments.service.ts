import type { Actor } from '@portal/domain/access';
import type { ApplicationComment, ApplicationCommentList } from '@portal/domain/application-comments';
import { DomainError } from '@portal/domain/shared';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { presentComment } from './application-comments.presenter';
import {
  type CommentRow,
  findCommentWithNames,
  insertComment,
  isAccountApplicant,
  listCommentRows,
  lockComment,
  setResolved,
} from './application-comments.repository';

export type ApplicationCommentsDependencies = { db: Database; clock: Clock };
type ApplicantIds = { accountId: string; applicantId: string };
type CommentIds = ApplicantIds & { commentId: string };

const auditSubject = 'ApplicationComment';

/** Another account's applicant (or no applicant) is answered as a missing one. */
async function checkApplicant(executor: Executor, ids: ApplicantIds): Promise<void> {
  if (!(await isAccountApplicant(executor, ids.accountId, ids.applicantId))) {
    throw new DomainError('NOT_FOUND', { applicantId: ids.applicantId });
  }
}

async function lockedComment(executor: Executor, ids: CommentIds): Promise<CommentRow> {
  const row = await lockComment(executor, ids);
  if (!row) {
    throw new DomainError('NOT_FOUND', { commentId: ids.commentId });
  }
  return row;
}

/**
 * Comments on an application (issue 16 §2, decision 0053): recruiters add them with their name and time,
 * and resolve (recording who and when) or reopen them. Resolving a resolved comment keeps its first
 * resolver, and reopening an open one changes nothing: two recruiters clicking at once both succeed.
 */
export function createApplicationCommentsService({ db, clock }: ApplicationCommentsDependencies) {
  const audit = (
    tx: Executor,
    actor: Actor,
    ids: ApplicantIds,
    action: string,
    id: string,
    changes: object,
  ) =>
    recordAudit(tx, {
      actorId: actor.userId,
      accountId: ids.accountId,
      action,
      subject: auditSubject,
      subjectId: id,
      changes: { applicantId: ids.applicantId, ...changes },
    });

  return {
    async list(ids: ApplicantIds): Promise<ApplicationCommentList> {
      await checkApplicant(db, ids);
      return { items: (await listCommentRows(db, ids.accountId, ids.applicantId)).map(presentComment) };
    },

    async add(actor: Actor, ids: ApplicantIds, text: string): Promise<ApplicationComment> {
      return db.transaction(async (tx) => {
        await checkApplicant(tx, ids);
        const row = await insertComment(tx, { ...ids, authorId: actor.userId, text, at: clock.now() });
        await audit(tx, actor, ids, 'create', row.id, { after: { text } });
        return presentComment(await findCommentWithNames(tx, row.id));
      });
    },

    async resolve(actor: Actor, ids: CommentIds): Promise<ApplicationComment> {
      return db.transaction(async (tx) => {
        const row = await lockedComment(tx, ids);
        if (!row.resolvedAt) {
          await setResolved(tx, row.id, { resolvedBy: actor.userId, resolvedAt: clock.now() });
          await audit(tx, actor, ids, 'resolve', row.id, {});
        }
        return presentComment(await findCommentWithNames(tx, row.id));
      });
    },

    async reopen(actor: Actor, ids: CommentIds): Promise<ApplicationComment> {
      return db.transaction(async (tx) => {
        const row = await lockedComment(tx, ids);
        if (row.resolvedAt) {
          await setResolved(tx, row.id, null);
          await audit(tx, actor, ids, 'reopen', row.id, {
            before: { resolvedBy: row.resolvedBy, resolvedAt: row.resolvedAt.toISOString() },
          });
        }
        return presentComment(await findCommentWithNames(tx, row.id));
      });
    },
  };
}

export type ApplicationCommentsService = ReturnType<typeof createApplicationCommentsService>;
