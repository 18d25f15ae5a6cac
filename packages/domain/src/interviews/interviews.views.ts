import { z } from 'zod';
import { interviewQuestionTypes, interviewStates } from './interviews';

export const interviewStepSchema = z.object({
  questionType: z.enum(interviewQuestionTypes),
  question: z.string(),
  options: z.array(z.string()),
  answer: z.string().nullable(),
});

/** A template as the templates page lists and edits it (its steps have no answers). */
export const interviewTemplateSchema = z.object({
  id: z.uuid(),
  templateName: z.string(),
  steps: z.array(interviewStepSchema),
  updatedAt: z.iso.datetime(),
});
export type InterviewTemplate = z.infer<typeof interviewTemplateSchema>;

export const interviewTemplateListSchema = z.object({ items: z.array(interviewTemplateSchema) });
export type InterviewTemplateList = z.infer<typeof interviewTemplateListSchema>;

export const deletedInterviewTemplateSchema = z.object({ id: z.uuid() });

/** An applicant's interview as the card shows it. */
export const interviewSchema = z.object({
  id: z.uuid(),
  applicantId: z.uuid(),
  applicantEmail: z.string(),
  /** The template it was made from, by name (null for a blank interview). */
  templateName: z.string().nullable(),
  state: z.enum(interviewStates),
  scheduledAt: z.iso.datetime().nullable(),
  assignedTo: z.uuid().nullable(),
  assignedToName: z.string().nullable(),
  steps: z.array(interviewStepSchema),
  completedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewListSchema = z.object({ items: z.array(interviewSchema) });
export type InterviewList = z.infer<typeof interviewListSchema>;

/** A recruiter's coming interview: when, with whom. */
export const upcomingInterviewSchema = z.object({
  id: z.uuid(),
  applicantId: z.uuid(),
  applicantName: z.string(),
  scheduledAt: z.iso.datetime(),
  state: z.enum(interviewStates),
});
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>;

export const upcomingInterviewListSchema = z.object({ items: z.array(upcomingInterviewSchema) });
export type UpcomingInterviewList = z.infer<typeof upcomingInterviewListSchema>;

/** A staff member of the account an interview can be assigned to. */
export const interviewRecruiterSchema = z.object({ id: z.uuid(), name: z.string() });
export type InterviewRecruiter = z.infer<typeof interviewRecruiterSchema>;

export const interviewRecruiterListSchema = z.object({ items: z.array(interviewRecruiterSchema) });
