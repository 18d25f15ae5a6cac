import { Button, Divider, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/can';
import { InviteWorkerForm } from './invite-worker-form';
import { ShiftInvitationsList } from './shift-invitations-list';

export type InviteWorkerButtonProps = {
  accountId: string;
  shiftId: string;
  /**
   * Set when the shift is not open (booked, draft, past): invitations only go to free shifts. The button
   * then shows the invitations sent so far, without the form.
   */
  disabled?: boolean;
  /** The shift's area: workers blocked there are left out of the search. */
  areaId?: string;
};

/**
 * "Invite a worker" on a shift: a dialog to send the shift to one worker as a link by e-mail or SMS, with
 * the invitations sent so far and what became of them. Once the shift is no longer open the same place
 * shows only those invitations (who was asked, who answered). Hidden from those who do not fill shifts.
 */
export function InviteWorkerButton({
  accountId,
  shiftId,
  disabled = false,
  areaId,
}: InviteWorkerButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const mayInvite = useCan({ action: 'manage', subject: 'Shift' });
  if (!mayInvite) {
    return null;
  }
  return (
    <>
      <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={open}>
        {disabled ? t('shift-invitations.invite.listButton') : t('shift-invitations.invite.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={disabled ? t('shift-invitations.invite.listTitle') : t('shift-invitations.invite.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {disabled ? t('shift-invitations.invite.closed') : t('shift-invitations.invite.intro')}
          </Text>
          {!disabled && (
            <>
              <InviteWorkerForm accountId={accountId} shiftId={shiftId} areaId={areaId} />
              <Divider />
            </>
          )}
          <ShiftInvitationsList accountId={accountId} shiftId={shiftId} />
        </Stack>
      </Modal>
    </>
  );
}
