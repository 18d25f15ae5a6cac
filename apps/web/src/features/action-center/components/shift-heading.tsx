import { Text } from '@mantine/core';
import type { ActionCenterShift } from '@portal/domain/action-center';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { shiftTimeRange } from './helsinki-time';

/** The planned time (Helsinki), area, title and role (in the UI language) that name a shift in every tab. */
export function ShiftHeading({ shift }: { shift: ActionCenterShift }) {
  const roleLabel = useCareRoleLabel();
  return (
    <div>
      <Text fw={600}>{shiftTimeRange(shift.startsAt, shift.endsAt)}</Text>
      <Text size="sm">
        {shift.areaName} · {shift.title}
        {shift.roleType ? ` · ${roleLabel(shift.roleType)}` : ''}
      </Text>
    </div>
  );
}

/** How a shift is named in button labels and messages: its area and planned time. */
export function shiftName(shift: ActionCenterShift): string {
  return `${shift.areaName} ${shiftTimeRange(shift.startsAt, shift.endsAt)}`;
}
