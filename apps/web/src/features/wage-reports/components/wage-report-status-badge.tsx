import { Badge } from '@mantine/core';
import type { WageReportState } from '@portal/domain/incomes-register';
import { useReportFormat } from './use-report-format';

const colorOf: Record<WageReportState, string> = {
  sent: 'blue',
  approved: 'teal',
  rejected: 'red',
  'rejected-on-receipt': 'red',
  unknown: 'yellow',
  invalidated: 'gray',
};

/** A report's state with the register as a coloured badge, its name in words. */
export function WageReportStatusBadge({ status }: { status: WageReportState }) {
  const format = useReportFormat();
  return (
    <Badge color={colorOf[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {format.status(status)}
    </Badge>
  );
}

/** "Myöhässä": past the deadline with nothing valid reported. */
export function OverdueBadge({ label }: { label: string }) {
  return (
    <Badge color="red" variant="filled" style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
