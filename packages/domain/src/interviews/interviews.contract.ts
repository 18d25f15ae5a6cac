import { z } from 'zod';
import { defineContract } from '../shared/contract';
import { accountParamsSchema } from '../shared/route-params';
import {
  answerInterviewStepInputSchema,
  assignInterviewInputSchema,
  createInterviewInputSchema,
  interviewTemplateInputSchema,
  moveInterviewInputSchema,
  scheduleInterviewInputSchema,
} from './interviews.inputs';
import {
  deletedInterviewTemplateSchema,
  interviewListSchema,
  interviewRecruiterListSchema,
  interviewSchema,
  interviewTemplateListSchema,
  interviewTemplateSchema,
  upcomingInterviewListSchema,
} from './interviews.views';

// Recruitment is the menu subject Applications: admins and agents; customers have no access.
const reads = { kind: 'ability', action: 'read', subject: 'Applications' } as const;
const manages = { kind: 'ability', action: 'manage', subject: 'Applications' } as const;
const tag = 'interviews';

export const interviewTemplateParamsSchema = accountParamsSchema.extend({ templateId: z.uuid() });
export const applicantParamsSchema = accountParamsSchema.extend({ applicantId: z.uuid() });
export const interviewParamsSchema = applicantParamsSchema.extend({ interviewId: z.uuid() });
export const interviewStepParamsSchema = interviewParamsSchema.extend({
  stepIndex: z.coerce.number().int().min(0),
});

const templates = '/api/accounts/:accountId/interview-templates';
const interviews = '/api/accounts/:accountId/applications/:applicantId/interviews';

export const listInterviewTemplatesContract = defineContract({
  method: 'GET',
  path: templates,
  summary: 'The account’s interview templates by name',
  tag,
  access: reads,
  params: accountParamsSchema,
  response: interviewTemplateListSchema,
});

export const createInterviewTemplateContract = defineContract({
  method: 'POST',
  path: templates,
  summary:
    'A new template: a name and the question steps (INTERVIEW_QUESTION_REQUIRED, INTERVIEW_STEPS_REQUIRED)',
  tag,
  access: manages,
  params: accountParamsSchema,
  body: interviewTemplateInputSchema,
  response: interviewTemplateSchema,
  successStatus: 201,
});

export const updateInterviewTemplateContract = defineContract({
  method: 'PUT',
  path: `${templates}/:templateId`,
  summary: 'Replace a template’s name and steps (interviews made from it keep their copy)',
  tag,
  access: manages,
  params: interviewTemplateParamsSchema,
  body: interviewTemplateInputSchema,
  response: interviewTemplateSchema,
});

export const deleteInterviewTemplateContract = defineContract({
  method: 'DELETE',
  path: `${templates}/:templateId`,
  summary: 'Delete a template (interviews made from it keep their questions)',
  tag,
  access: manages,
  params: interviewTemplateParamsSchema,
  response: deletedInterviewTemplateSchema,
});

export const listApplicantInterviewsContract = defineContract({
  method: 'GET',
  path: interviews,
  summary: 'An applicant’s interviews, newest first',
  tag,
  access: reads,
  params: applicantParamsSchema,
  response: interviewListSchema,
});

export const createInterviewContract = defineContract({
  method: 'POST',
  path: interviews,
  summary:
    'A new interview from a template or blank; the applicant’s e-mail and every question are required (spec §5)',
  tag,
  access: manages,
  params: applicantParamsSchema,
  body: createInterviewInputSchema,
  response: interviewSchema,
  successStatus: 201,
});

export const scheduleInterviewContract = defineContract({
  method: 'PUT',
  path: `${interviews}/:interviewId/schedule`,
  summary: 'Set the time and place of a waiting interview and e-mail the applicant an invitation (outbox)',
  tag,
  access: manages,
  params: interviewParamsSchema,
  body: scheduleInterviewInputSchema,
  response: interviewSchema,
});

export const assignInterviewContract = defineContract({
  method: 'PUT',
  path: `${interviews}/:interviewId/assignee`,
  summary: 'Assign the interview to a recruiter of the account (or to no one)',
  tag,
  access: manages,
  params: interviewParamsSchema,
  body: assignInterviewInputSchema,
  response: interviewSchema,
});

export const answerInterviewStepContract = defineContract({
  method: 'PUT',
  path: `${interviews}/:interviewId/steps/:stepIndex/answer`,
  summary: 'Answer one question while the interview is in progress (the answer must fit the question type)',
  tag,
  access: manages,
  params: interviewStepParamsSchema,
  body: answerInterviewStepInputSchema,
  response: interviewSchema,
});

export const moveInterviewContract = defineContract({
  method: 'POST',
  path: `${interviews}/:interviewId/state`,
  summary: 'Move the interview: waiting → in progress → documents pending → completed (409 otherwise)',
  tag,
  access: manages,
  params: interviewParamsSchema,
  body: moveInterviewInputSchema,
  response: interviewSchema,
});

export const upcomingInterviewsContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/upcoming-interviews',
  summary: 'The caller’s own coming interviews (assigned to them, scheduled from now, not completed)',
  tag,
  access: reads,
  params: accountParamsSchema,
  response: upcomingInterviewListSchema,
});

export const listInterviewRecruitersContract = defineContract({
  method: 'GET',
  path: '/api/accounts/:accountId/interview-recruiters',
  summary: 'The account’s admins and agents an interview can be assigned to',
  tag,
  access: reads,
  params: accountParamsSchema,
  response: interviewRecruiterListSchema,
});
