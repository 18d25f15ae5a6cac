import { Badge } from '@mantine/core';
import type { DocumentRequestStatus, RequestedDocumentStatus } from '@portal/domain/document-requests';
import { useTranslation } from 'react-i18next';

const requestColors: Record<DocumentRequestStatus, string> = {
  open: 'blue',
  answered: 'violet',
  confirmed: 'teal',
  returned: 'orange',
  cancelled: 'gray',
};

const documentColors: Record<RequestedDocumentStatus, string> = {
  waiting: 'gray',
  received: 'violet',
  confirmed: 'teal',
  returned: 'orange',
};

export function DocumentRequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={requestColors[status]} variant="light">
      {t(`document-requests.statuses.${status}`)}
    </Badge>
  );
}

export function RequestedDocumentStatusBadge({ status }: { status: RequestedDocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={documentColors[status]} variant="light">
      {t(`document-requests.documentStatuses.${status}`)}
    </Badge>
  );
}

/** Overdue is derived from the deadline; it is shown beside the status, in words as well as colour. */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="filled">
      {t('document-requests.overdue')}
    </Badge>
  );
}
