import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/auth';
import { useDocumentRequestBadge } from '../api/get-document-requests';

/**
 * Open document requests of the account chosen in the header. Spec: the count is computed only for
 * super-admins, so the server answers null to everyone else and nothing is shown; nothing when zero.
 */
export function DocumentRequestsMenuBadge() {
  const { t } = useTranslation();
  const { accountId, role } = useSession();
  const isSuperAdmin = role === 'super-admin';
  const badge = useDocumentRequestBadge(isSuperAdmin ? accountId : null);
  const count = badge.data?.count ?? 0;
  if (count === 0) {
    return null;
  }
  const label = t('document-requests.badge', { count });
  return (
    <Tooltip label={label} withArrow>
      <Badge size="sm" circle={count < 10} color="red" aria-label={label}>
        {count > 99 ? '99+' : count}
      </Badge>
    </Tooltip>
  );
}
