import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  addApplicationCommentInputSchema,
  applicationCommentListSchema,
  applicationCommentSchema,
} from './application-comments';

// Recruitment is the menu subject Applications: admins and agents; customers have no access.
const reads = { kind: 'ability', action: 'read', subject: 'Applications' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Applications' } as const;
const tag = 'application-comments';
const comments = '/api/accounts/:accountId/applications/:applicantId/comments';

export const applicationCommentsParamsSchema = accountParamsSchema.extend({ applicantId: z.uuid() });
export const applicationCommentParamsSchema = applicationCommentsParamsSchema.extend({ commentId: z.uuid() });

export const listApplicationCommentsContract = defineContract({
  method: 'GET',
  path: comments,
  summary: 'The application’s comments, oldest first, with who wrote and who resolved them',
  tag,
  access: reads,
  params: applicationCommentsParamsSchema,
  response: applicationCommentListSchema,
});

export const addApplicationCommentContract = defineContract({
  method: 'POST',
  path: comments,
  summary: 'Add a comment (text required: APPLICATION_COMMENT_TEXT_REQUIRED)',
  tag,
  access: manages,
  params: applicationCommentsParamsSchema,
  body: addApplicationCommentInputSchema,
  response: applicationCommentSchema,
  successStatus: 201,
});

export const resolveApplicationCommentContract = defineContract({
  method: 'POST',
  path: `${comments}/:commentId/resolve`,
  summary: 'Resolve a comment, recording who and when (a resolved one keeps its first resolver)',
  tag,
  access: manages,
  params: applicationCommentParamsSchema,
  response: applicationCommentSchema,
});

export const reopenApplicationCommentContract = defineContract({
  method: 'POST',
  path: `${comments}/:commentId/reopen`,
  summary: 'Reopen a resolved comment',
  tag,
  access: manages,
  params: applicationCommentParamsSchema,
  response: applicationCommentSchema,
});
