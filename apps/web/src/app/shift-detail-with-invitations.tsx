import { InviteWorkerButton } from '@/features/shift-invitations/components/invite-worker-button';
import {
  ShiftDetailDrawer,
  type ShiftDetailDrawerProps,
} from '@/features/shifts/components/shift-detail-drawer';

/**
 * The shifts feature's detail drawer with the invitations feature's "Invite a worker" in its action slot.
 * Features do not import each other, so the app composes them; routes hand this to the pages that open a
 * shift.
 */
export function ShiftDetailWithInvitations(props: Omit<ShiftDetailDrawerProps, 'inviteAction'>) {
  return (
    <ShiftDetailDrawer
      {...props}
      inviteAction={(shift) => (
        <InviteWorkerButton
          accountId={props.accountId}
          shiftId={shift.id}
          areaId={shift.area.id}
          disabled={!shift.permissions.canInvite}
        />
      )}
    />
  );
}
