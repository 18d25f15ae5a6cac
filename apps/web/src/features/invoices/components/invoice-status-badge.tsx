import { Badge, type MantineColor } from '@mantine/core';
import type { InvoiceDisplayStatus } from '@portal/domain/billing';
import { useInvoiceFormat } from './use-invoice-format';

const colors: Record<InvoiceDisplayStatus, MantineColor> = {
  draft: 'gray',
  sent: 'blue',
  overdue: 'red',
  paid: 'teal',
  credited: 'violet',
  deleted: 'dark',
};

/** An invoice's status as the list and the invoice page show it (overdue: sent and past its due date). */
export function InvoiceStatusBadge({ status }: { status: InvoiceDisplayStatus }) {
  const format = useInvoiceFormat();
  return (
    <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {format.status(status)}
    </Badge>
  );
}
