import { Badge } from '@mantine/core';
import type { ConfirmationState } from '@portal/domain/confirmations';
import { useConfirmationLabels } from './use-confirmation-labels';

const colors: Record<ConfirmationState, string> = {
  confirmed: 'blue',
  awaiting_inspection: 'orange',
  verified: 'teal',
};

/** Where a confirmation stands, as a coloured badge with its text (colour is never the only cue). */
export function ConfirmationStateBadge({ state }: { state: ConfirmationState }) {
  const labels = useConfirmationLabels();
  return (
    // Never cut to "VAH…" in a narrow table column: the state is the point of the row.
    <Badge color={colors[state]} variant="light" style={{ minWidth: 'max-content' }}>
      {labels.state(state)}
    </Badge>
  );
}
