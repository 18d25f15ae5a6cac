import type { Actor } from '@portal/domain/access';
import type {
  CreateInterviewValues,
  InterviewTemplateValues,
  MoveInterviewInput,
  ScheduleInterviewValues,
} from '@portal/domain/interviews';
import { createInterview, listApplicantInterviews } from './use-cases/applicant-interviews';
import {
  answerInterviewStep,
  assignInterview,
  moveInterview,
  scheduleInterview,
} from './use-cases/change-interview';
import {
  createTemplate,
  listTemplates,
  removeTemplate,
  replaceTemplate,
} from './use-cases/interview-templates';
import type { ApplicantIds, InterviewIds, InterviewsDependencies } from './use-cases/interview-use-case';
import { interviewRecruiters, upcomingInterviews } from './use-cases/read-interviews';

type TemplateIds = { accountId: string; templateId: string };

/**
 * Interviews (issue 16 §2, decision 0053): templates of question steps, an applicant's interviews made
 * from them, scheduled (the applicant is e-mailed), assigned, answered step by step and moved along their
 * states. The routes check the account (404) and the Applications ability (403): admins and agents.
 */
export function createInterviewsService(dependencies: InterviewsDependencies) {
  return {
    listTemplates: (accountId: string) => listTemplates(dependencies, accountId),
    createTemplate: (actor: Actor, accountId: string, input: InterviewTemplateValues) =>
      createTemplate(dependencies, { actor, accountId, input }),
    replaceTemplate: (actor: Actor, ids: TemplateIds, input: InterviewTemplateValues) =>
      replaceTemplate(dependencies, { actor, ids, input }),
    removeTemplate: (actor: Actor, ids: TemplateIds) => removeTemplate(dependencies, { actor, ids }),
    list: (ids: ApplicantIds) => listApplicantInterviews(dependencies, ids),
    create: (actor: Actor, ids: ApplicantIds, input: CreateInterviewValues) =>
      createInterview(dependencies, { actor, ids, input }),
    schedule: (actor: Actor, ids: InterviewIds, input: ScheduleInterviewValues) =>
      scheduleInterview(dependencies, { actor, ids, input }),
    assign: (actor: Actor, ids: InterviewIds, input: { assignedTo: string | null }) =>
      assignInterview(dependencies, { actor, ids, input }),
    answer: (actor: Actor, ids: InterviewIds & { stepIndex: number }, input: { answer: string | null }) => {
      const { stepIndex, ...interviewIds } = ids;
      return answerInterviewStep(dependencies, { actor, ids: interviewIds, stepIndex, input });
    },
    move: (actor: Actor, ids: InterviewIds, input: MoveInterviewInput) =>
      moveInterview(dependencies, { actor, ids, input }),
    upcoming: (actor: Actor, accountId: string) => upcomingInterviews(dependencies, { actor, accountId }),
    recruiters: (accountId: string) => interviewRecruiters(dependencies, accountId),
  };
}

export type InterviewsService = ReturnType<typeof createInterviewsService>;
