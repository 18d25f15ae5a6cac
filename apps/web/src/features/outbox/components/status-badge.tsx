import { Badge } from '@mantine/core';
import type { OutboxStatus } from '@portal/domain/outbox';
import { useOutboxLabels } from './outbox-labels';

const colors: Record<OutboxStatus, string> = { queued: 'blue', sent: 'teal', stored: 'gray', failed: 'red' };

export function StatusBadge({ status }: { status: OutboxStatus }) {
  const labels = useOutboxLabels();
  return (
    <Badge color={colors[status]} variant="light">
      {labels.status(status)}
    </Badge>
  );
}
