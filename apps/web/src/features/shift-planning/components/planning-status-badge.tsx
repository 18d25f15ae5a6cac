import { Badge } from '@mantine/core';
import type { PlanningShift } from '@portal/domain/shift-planning';
import { useTranslation } from 'react-i18next';

/** The shift's status in words; an open shift nobody holds is called out as needing a worker. */
export function PlanningStatusBadge({ shift }: { shift: PlanningShift }) {
  const { t } = useTranslation();
  if (shift.needsWorker) {
    return (
      <Badge color="red" variant="light">
        {t('shift-planning.shift.needsWorker')}
      </Badge>
    );
  }
  const color = shift.status === 'draft' ? 'gray' : 'teal';
  return (
    <Badge color={color} variant="light">
      {t(`shift-planning.shift.statuses.${shift.status}`)}
    </Badge>
  );
}
