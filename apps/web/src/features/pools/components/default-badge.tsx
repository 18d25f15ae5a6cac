import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks the account's default pool. */
export function DefaultBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="teal">
      {t('pools.badge.default')}
    </Badge>
  );
}
