import {
  type Interview,
  type InterviewStep,
  type InterviewTemplate,
  interviewStepSchema,
  type UpcomingInterview,
} from '@portal/domain/interviews';
import { z } from 'zod';
import type { InterviewRow, InterviewWithNames } from './interviews.repository';

const stepsSchema = z.array(interviewStepSchema);

/** The stored steps (jsonb) read through the domain's shape, so a bad row fails loudly, not on the page. */
export function stepsOf(row: Pick<InterviewRow, 'steps'>): InterviewStep[] {
  return stepsSchema.parse(row.steps);
}

export function presentTemplate(row: InterviewRow): InterviewTemplate {
  return {
    id: row.id,
    templateName: row.templateName ?? '',
    steps: stepsOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentInterview(row: InterviewWithNames): Interview {
  return {
    id: row.id,
    applicantId: row.applicantId ?? '',
    applicantEmail: row.applicantEmail ?? '',
    templateName: row.templateName,
    state: row.state,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    assignedTo: row.assignedTo,
    assignedToName: row.assignedToName,
    steps: stepsOf(row),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentUpcoming(row: {
  id: string;
  applicantId: string;
  applicantName: string;
  scheduledAt: Date | null;
  state: UpcomingInterview['state'];
}): UpcomingInterview {
  return { ...row, scheduledAt: (row.scheduledAt ?? new Date(0)).toISOString() };
}
