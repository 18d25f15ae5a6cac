import { z } from 'zod';

/**
 * Comments on an application (spec §3: application comments can be resolved; §8: comment add, fetch and
 * resolve errors; decision 0053). Recruiters leave notes for each other; a resolved comment stays, folded.
 */
export const applicationCommentMaxLength = 2000;

export const applicationCommentIssues = { textRequired: 'APPLICATION_COMMENT_TEXT_REQUIRED' } as const;

export const addApplicationCommentInputSchema = z.object({
  text: z.string().trim().min(1, applicationCommentIssues.textRequired).max(applicationCommentMaxLength),
});
export type AddApplicationCommentInput = z.infer<typeof addApplicationCommentInputSchema>;

export const applicationCommentSchema = z.object({
  id: z.uuid(),
  applicantId: z.uuid(),
  text: z.string(),
  authorId: z.uuid().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  resolvedById: z.uuid().nullable(),
  resolvedByName: z.string().nullable(),
});
export type ApplicationComment = z.infer<typeof applicationCommentSchema>;

export const applicationCommentListSchema = z.object({ items: z.array(applicationCommentSchema) });
export type ApplicationCommentList = z.infer<typeof applicationCommentListSchema>;
