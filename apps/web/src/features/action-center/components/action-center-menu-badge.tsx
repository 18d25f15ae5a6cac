import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';
import { useActionCenterBadge } from '../api/get-action-center-badge';

/**
 * The menu entry's count of open, unreserved future shifts of the account chosen in the header (a
 * customer's own areas). Live: every shift or gig change of the account refreshes it. Nothing when zero.
 * It says what it counts: in its name for screen readers and in a tooltip on hover (the count is not one of
 * the action center's tabs, whose own counts are on the tabs).
 */
export function ActionCenterMenuBadge() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const badge = useActionCenterBadge(accountId);
  const count = badge.data?.openUnreservedFuture ?? 0;
  if (count === 0) {
    return null;
  }
  const label = t('action-center.badge', { count });
  return (
    <Tooltip label={label} withArrow>
      <Badge size="sm" circle={count < 10} color="red" aria-label={label}>
        {count > 99 ? '99+' : count}
      </Badge>
    </Tooltip>
  );
}
