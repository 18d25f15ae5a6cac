import { Badge, type MantineColor } from '@mantine/core';
import type { ShiftDisplayState } from '@portal/domain/shifts/shift';
import { useTranslation } from 'react-i18next';

const colors: Record<ShiftDisplayState, MantineColor> = {
  Open: 'blue',
  Booked: 'cyan',
  Verified: 'teal',
  Unconfirmed: 'orange',
  Confirmed: 'green',
  Expired: 'red',
  Draft: 'gray',
};

/** A shift's derived display state (spec section 4, calendar display state). */
export function ShiftStateBadge({ state }: { state: ShiftDisplayState | null }) {
  const { t } = useTranslation();
  if (!state) {
    return null;
  }
  return (
    <Badge color={colors[state]} variant="light">
      {t(`gigs.displayStates.${state}`)}
    </Badge>
  );
}
