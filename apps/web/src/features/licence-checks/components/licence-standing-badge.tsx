import { Badge } from '@mantine/core';
import type { LicenceStanding } from '@portal/domain/licence-checks';
import { useTranslation } from 'react-i18next';

const colors: Record<LicenceStanding['state'], string> = {
  valid: 'teal',
  expiring: 'orange',
  expired: 'red',
  restricted: 'red',
  not_verified: 'gray',
};

/** The check in force in words as well as colour: valid, expires in N days, expired, restricted, not verified. */
export function LicenceStandingBadge({ standing }: { standing: LicenceStanding }) {
  const { t } = useTranslation();
  const label =
    standing.state === 'expiring'
      ? t('licence-checks.standing.expiring', { count: standing.daysLeft })
      : t(`licence-checks.standing.${standing.state}`);
  return (
    <Badge color={colors[standing.state]} variant={standing.state === 'valid' ? 'light' : 'filled'}>
      {label}
    </Badge>
  );
}
