import { type ScheduleInterviewValues, scheduleInterviewContract } from '@portal/domain/interviews';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInterviewSaved } from './interview-mutation';

/** Sets the time and place; the server e-mails the applicant the invitation. */
export function useScheduleInterview(accountId: string, applicantId: string, interviewId: string) {
  const saved = useInterviewSaved(accountId, applicantId);
  return useMutation({
    meta: { failureTitle: 'interviews.schedule.error' },
    mutationFn: (input: ScheduleInterviewValues) =>
      apiRequest(scheduleInterviewContract, { params: { accountId, applicantId, interviewId }, body: input }),
    onSuccess: saved,
  });
}
