import { Badge } from '@mantine/core';
import type { OutboxStatus } from '@portal/domain/outbox';
import { useOutboxLabels } from './outbox-labels';

const colors: Record<OutboxStatus, string> = { queued: 'blue', sent: 'teal', stored: 'gray', failed: 'red' };

export function StatusBadge({ status }: { status: OutboxStatus }) {
  const labels = useOutboxLabels();
  return (
    // Never cut to one letter in a narrow column or card: the status is the point of the row.
    <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {labels.status(status)}
    </Badge>
  );
}
