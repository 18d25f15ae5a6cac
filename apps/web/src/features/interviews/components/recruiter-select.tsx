import { Select } from '@mantine/core';
import type { Interview } from '@portal/domain/interviews';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useAssignInterview } from '../api/assign-interview';
import { useInterviewRecruiters } from '../api/get-interview-recruiters';

/** Who holds the interview: one of the account's admins and agents; the choice is saved at once. */
export function RecruiterSelect({ accountId, interview }: { accountId: string; interview: Interview }) {
  const { t } = useTranslation();
  const recruiters = useInterviewRecruiters(accountId);
  const assign = useAssignInterview(accountId, interview.applicantId, interview.id);
  const data = (recruiters.data?.items ?? []).map((recruiter) => ({
    value: recruiter.id,
    label: recruiter.name,
  }));
  // The assigned recruiter stays readable even before the list has loaded.
  if (interview.assignedTo && !data.some((option) => option.value === interview.assignedTo)) {
    data.push({ value: interview.assignedTo, label: interview.assignedToName ?? '' });
  }
  return (
    <Select
      label={t('interviews.assign.label')}
      placeholder={t('interviews.assign.nobody')}
      data={data}
      value={interview.assignedTo}
      disabled={interview.state === 'completed' || assign.isPending}
      onChange={(value) =>
        // A refusal is toasted by the query client; success is told here.
        assign.mutate(value, {
          onSuccess: (saved) =>
            notify.success({
              message: saved.assignedToName
                ? t('interviews.assign.saved', { name: saved.assignedToName })
                : t('interviews.assign.cleared'),
            }),
        })
      }
      clearable
      searchable
    />
  );
}
