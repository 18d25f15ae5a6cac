import type { ApplicationComment } from '@portal/domain/application-comments';
import type { CommentWithNames } from './application-comments.repository';

export function presentComment(row: CommentWithNames): ApplicationComment {
  return {
    id: row.id,
    applicantId: row.applicantId,
    text: row.text,
    authorId: row.authorId,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedById: row.resolvedBy,
    resolvedByName: row.resolvedByName,
  };
}
