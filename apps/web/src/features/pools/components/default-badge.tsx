import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Marks the account's default pool. */
export function DefaultBadge() {
  const { t } = useTranslation();
  return (
    // teal.9 keeps white text above 4.5:1 (the light variant does not).
    <Badge variant="filled" color="teal.9" style={{ minWidth: 'max-content' }}>
      {t('pools.badge.default')}
    </Badge>
  );
}
