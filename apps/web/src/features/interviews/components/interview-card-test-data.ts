import type { Interview, InterviewTemplate } from '@portal/domain/interviews';
import { accountIds } from '@/testing/build-me';

export const applicantId = '30000000-0000-4000-8000-000000000001';
export const interviewId = '60000000-0000-4000-8000-000000000001';
export const templateId = '60000000-0000-4000-8000-000000000002';
export const agentId = '10000000-0000-4000-8000-000000000004';
export const interviewsPath = `/api/accounts/${accountIds.first}/applications/${applicantId}/interviews`;
export const templatesPath = `/api/accounts/${accountIds.first}/interview-templates`;
export const recruitersPath = `/api/accounts/${accountIds.first}/interview-recruiters`;

export function buildTemplate(overrides: Partial<InterviewTemplate> = {}): InterviewTemplate {
  return {
    id: templateId,
    templateName: 'Sairaanhoitaja',
    steps: [
      { questionType: 'text', question: 'Kerro työkokemuksestasi', options: [], answer: null },
      { questionType: 'yes-no', question: 'Onko laillistus voimassa?', options: [], answer: null },
    ],
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function buildInterview(overrides: Partial<Interview> = {}): Interview {
  return {
    id: interviewId,
    applicantId,
    applicantEmail: 'sade.ohman@example.fi',
    templateName: 'Sairaanhoitaja',
    state: 'waiting',
    scheduledAt: null,
    assignedTo: null,
    assignedToName: null,
    steps: buildTemplate().steps,
    completedAt: null,
    createdAt: '2026-11-22T08:00:00.000Z',
    updatedAt: '2026-11-22T08:00:00.000Z',
    ...overrides,
  };
}
