import { Button } from '@mantine/core';
import {
  type ApplicationDetail,
  type ApplicationRecruiter,
  applicationUpdateInputSchema,
} from '@portal/domain/recruitment';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useUpdateApplication } from '../api/update-application';
import { toApplicationCandidate, valuesOfApplication } from './application-form-values';

/**
 * "Assign to me": the signed-in recruiter takes the application in one click, the other fields saved as
 * they are. Offered only to a recruiter of the account (the server refuses anyone else) who does not
 * already have it, and only when the stored fields pass the form's checks (else the form is the way).
 */
export function AssignToMeButton({
  accountId,
  application,
  recruiters,
}: {
  accountId: string;
  application: ApplicationDetail;
  recruiters: readonly ApplicationRecruiter[];
}) {
  const { t } = useTranslation();
  const { me } = useSession();
  const update = useUpdateApplication(accountId, application.id);
  const myId = me?.user.id;
  if (
    !myId ||
    application.assignedTo?.id === myId ||
    !recruiters.some((recruiter) => recruiter.id === myId)
  ) {
    return null;
  }
  const input = applicationUpdateInputSchema.safeParse(
    toApplicationCandidate({ ...valuesOfApplication(application), assignedTo: myId }),
  );
  if (!input.success) {
    return null;
  }
  const assign = async () => {
    try {
      await update.mutateAsync(input.data);
      notify.success({ message: t('applications.detail.saved') });
    } catch {
      // The query client has shown the refusal.
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconUserPlus size={14} aria-hidden />}
      loading={update.isPending}
      onClick={() => void assign()}
    >
      {t('applications.detail.assignToMe')}
    </Button>
  );
}
