import { Badge, useMantineTheme } from '@mantine/core';
import { type AnnouncementStatus, announcementStatusColours } from '@portal/domain/announcements';
import { useTranslation } from 'react-i18next';

/** The spec's colour roles (§4) in the theme: primary is the theme's own, secondary grey, danger red. */
function colourOf(status: AnnouncementStatus, primary: string): string {
  const role = announcementStatusColours[status];
  return role === 'primary' ? primary : role === 'danger' ? 'red' : 'gray';
}

/** An announcement's derived status, in words and colour (draft secondary, active primary, expired danger). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  return (
    <Badge color={colourOf(status, theme.primaryColor)} variant="light" data-status={status}>
      {t(`communications.statuses.${status}`)}
    </Badge>
  );
}
