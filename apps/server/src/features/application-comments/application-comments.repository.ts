import { type AnyColumn, and, asc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applicationComments } from '../../db/schema/interviews.schema';
import { workerApplications } from '../../db/schema/recruitment.schema';
import { users } from '../../db/schema/users.schema';

export type CommentRow = typeof applicationComments.$inferSelect;
export type CommentWithNames = CommentRow & { authorName: string | null; resolvedByName: string | null };

const authors = alias(users, 'comment_authors');
const resolvers = alias(users, 'comment_resolvers');
const nameOf = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

function commentsWithNames(executor: Executor) {
  return executor
    .select({ comment: applicationComments, authorName: nameOf(authors), resolvedByName: nameOf(resolvers) })
    .from(applicationComments)
    .leftJoin(authors, eq(authors.id, applicationComments.authorId))
    .leftJoin(resolvers, eq(resolvers.id, applicationComments.resolvedBy));
}

type Joined = { comment: CommentRow; authorName: string | null; resolvedByName: string | null };
const flat = ({ comment, authorName, resolvedByName }: Joined): CommentWithNames => ({
  ...comment,
  authorName,
  resolvedByName,
});

/** Whether the user is an applicant of the account (a worker with an application there). */
export async function isAccountApplicant(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .innerJoin(workerApplications, eq(workerApplications.userId, users.id))
    .where(
      and(
        eq(users.id, applicantId),
        eq(users.accountId, accountId),
        eq(workerApplications.accountId, accountId),
        eq(users.role, 'worker'),
        ne(users.status, 'deleted'),
      ),
    );
  return row !== undefined;
}

export async function listCommentRows(
  executor: Executor,
  accountId: string,
  applicantId: string,
): Promise<CommentWithNames[]> {
  const rows = await commentsWithNames(executor)
    .where(
      and(eq(applicationComments.accountId, accountId), eq(applicationComments.applicantId, applicantId)),
    )
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id));
  return rows.map(flat);
}

export async function findCommentWithNames(executor: Executor, id: string): Promise<CommentWithNames> {
  const [row] = await commentsWithNames(executor).where(eq(applicationComments.id, id));
  if (!row) {
    throw new Error(`application comment ${id} vanished`);
  }
  return flat(row);
}

export async function lockComment(
  executor: Executor,
  ids: { accountId: string; applicantId: string; commentId: string },
): Promise<CommentRow | null> {
  const [row] = await executor
    .select()
    .from(applicationComments)
    .where(
      and(
        eq(applicationComments.id, ids.commentId),
        eq(applicationComments.accountId, ids.accountId),
        eq(applicationComments.applicantId, ids.applicantId),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertComment(
  executor: Executor,
  values: { accountId: string; applicantId: string; authorId: string; text: string; at: Date },
): Promise<CommentRow> {
  const [row] = await executor
    .insert(applicationComments)
    .values({
      accountId: values.accountId,
      applicantId: values.applicantId,
      authorId: values.authorId,
      text: values.text,
      createdAt: values.at,
    })
    .returning();
  if (!row) {
    throw new Error('inserting an application comment returned no row');
  }
  return row;
}

export async function setResolved(
  executor: Executor,
  id: string,
  resolved: { resolvedBy: string; resolvedAt: Date } | null,
): Promise<void> {
  await executor
    .update(applicationComments)
    .set({ resolvedBy: resolved?.resolvedBy ?? null, resolvedAt: resolved?.resolvedAt ?? null })
    .where(eq(applicationComments.id, id));
}
