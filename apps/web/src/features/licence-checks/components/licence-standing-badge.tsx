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

const lightStates = new Set<LicenceStanding['state']>(['valid', 'expiring']);

/** The check in force in words as well as colour: valid, expires in N days, expired, restricted, not verified. */
export function LicenceStandingBadge({ standing }: { standing: LicenceStanding }) {
  const { t } = useTranslation();
  const label =
    standing.state === 'expiring'
      ? t('licence-checks.standing.expiring', { count: standing.daysLeft })
      : t(`licence-checks.standing.${standing.state}`);
  return (
    // Expiring is light too: white on the filled orange is below 4.5:1 (axe, e2e); the red ones pass filled.
    <Badge color={colors[standing.state]} variant={lightStates.has(standing.state) ? 'light' : 'filled'}>
      {label}
    </Badge>
  );
}
