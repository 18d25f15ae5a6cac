import { Badge } from '@mantine/core';
import type { ShiftDisplayState } from '@portal/domain/shifts';
import { useShiftStateLabel } from '@/hooks/use-enum-labels';
import { shiftStateStyles } from './shift-state-style';

/** A display state by name, in the calendar's colour for it (the gig's shift table and the shift screens). */
export function ShiftStateBadge({ state }: { state: ShiftDisplayState | null }) {
  const label = useShiftStateLabel();
  if (!state) {
    return null;
  }
  const style = shiftStateStyles[state];
  return (
    <Badge
      variant="outline"
      styles={{ root: { background: style.background, color: style.text, borderColor: style.border } }}
    >
      {label(state)}
    </Badge>
  );
}
