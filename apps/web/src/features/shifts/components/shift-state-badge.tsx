import { Badge } from '@mantine/core';
import type { ShiftDisplayState } from '@portal/domain/shifts/shift';
import { displayStateStyles } from './display-state-style';
import { useShiftLabels } from './use-shift-labels';

/** A display state by name, in the calendar's colour for it. */
export function ShiftStateBadge({ state }: { state: ShiftDisplayState }) {
  const labels = useShiftLabels();
  const style = displayStateStyles[state];
  return (
    <Badge
      variant="outline"
      styles={{ root: { background: style.background, color: style.text, borderColor: style.border } }}
    >
      {labels.state(state)}
    </Badge>
  );
}
