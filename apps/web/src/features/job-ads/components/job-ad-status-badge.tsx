import { Badge } from '@mantine/core';
import type { JobAdStatus } from '@portal/domain/job-ads';
import { useTranslation } from 'react-i18next';

const colors: Record<JobAdStatus, string> = { draft: 'gray', published: 'green', deleted: 'red' };

export function JobAdStatusBadge({ status }: { status: JobAdStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`job-ads.statuses.${status}`)}
    </Badge>
  );
}
