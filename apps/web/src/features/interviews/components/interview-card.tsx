import { Divider, Group, Stack, Text } from '@mantine/core';
import type { Interview } from '@portal/domain/interviews';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useApplicantInterviews } from '../api/get-applicant-interviews';
import { AnswerSteps } from './answer-steps';
import { AnsweredSteps } from './answered-steps';
import { InterviewMoves } from './interview-moves';
import { InterviewStateBadge } from './interview-state-badge';
import { NewInterviewForm } from './new-interview-form';
import { RecruiterSelect } from './recruiter-select';
import { ScheduleInterviewForm } from './schedule-interview-form';

export type InterviewCardProps = { accountId: string; applicantId: string; applicantEmail: string };

function InterviewDetails({ accountId, interview }: { accountId: string; interview: Interview }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group gap="sm">
        <InterviewStateBadge state={interview.state} />
        <Text size="sm">{interview.templateName ?? t('interviews.card.blankName')}</Text>
        <Text size="sm" c="dimmed">
          {interview.scheduledAt
            ? t('interviews.card.scheduledAt', { at: formatDateTime(interview.scheduledAt) })
            : t('interviews.card.notScheduled')}
        </Text>
      </Group>
      <RecruiterSelect accountId={accountId} interview={interview} />
      {interview.state === 'waiting' && <ScheduleInterviewForm accountId={accountId} interview={interview} />}
      <Divider />
      {interview.state === 'in_progress' ? (
        <AnswerSteps key={interview.id} accountId={accountId} interview={interview} />
      ) : (
        <AnsweredSteps steps={interview.steps} />
      )}
      <InterviewMoves accountId={accountId} interview={interview} />
    </Stack>
  );
}

/**
 * The interview card of an application (issue 16 §2): make an interview from a template, schedule it
 * (the applicant is e-mailed), assign the recruiter, answer the questions one by one and move it along.
 * The latest interview is shown; once it is completed a new one can be made.
 */
export function InterviewCard({ accountId, applicantId, applicantEmail }: InterviewCardProps) {
  const { t } = useTranslation();
  const interviews = useApplicantInterviews(accountId, applicantId);
  return (
    <PanelSection title={t('interviews.card.title')}>
      <QueryState query={interviews} errorTitle={t('interviews.card.loadError')}>
        {({ items }) => {
          const [latest] = items;
          return (
            <Stack gap="lg">
              {latest && <InterviewDetails key={latest.id} accountId={accountId} interview={latest} />}
              {(!latest || latest.state === 'completed') && (
                <NewInterviewForm
                  accountId={accountId}
                  applicantId={applicantId}
                  applicantEmail={applicantEmail}
                />
              )}
            </Stack>
          );
        }}
      </QueryState>
    </PanelSection>
  );
}
