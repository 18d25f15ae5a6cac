import { Button, Group, Stack, Text } from '@mantine/core';
import type { DocumentRequest, RequestedDocument } from '@portal/domain/document-requests';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DefinitionItem } from '@/components/definition-item';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notifyFailure } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { getRequestedDocumentFile } from '../api/document-request-files';
import { useDocumentRequest } from '../api/get-document-requests';
import { useCancelDocumentRequest, useReviewDocument } from '../api/save-document-request';
import { DocumentRequestStatusBadge, OverdueBadge } from '../components/document-request-status-badge';
import { RequestedDocumentsList } from '../components/requested-documents-list';
import { type ReviewDecision, ReviewDocumentDialog } from '../components/review-document-dialog';
import { routeAccess } from '../document-requests.paths';

const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
};

function RequestView({ accountId, request }: { accountId: string; request: DocumentRequest }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const review = useReviewDocument(accountId, request.id);
  const cancel = useCancelDocumentRequest(accountId, request.id);
  const [reviewing, setReviewing] = useState<{
    document: RequestedDocument;
    decision: ReviewDecision;
  } | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const cancellable = ['open', 'answered', 'returned'].includes(request.status);

  const download = async (document: RequestedDocument) => {
    try {
      const blob = await getRequestedDocumentFile(accountId, request.id, document.id);
      const base = (document.answer?.name ?? document.name).replace(/\.[A-Za-z0-9]{1,5}$/, '');
      saveBlob(blob, `${base}.${extensions[document.answer?.contentType ?? ''] ?? 'bin'}`);
    } catch (error) {
      notifyFailure(error, t('document-requests.view.downloadError'));
    }
  };

  return (
    <Stack>
      <PanelSection
        title={t('document-requests.view.details')}
        actions={
          canManage && cancellable ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              {t('document-requests.view.cancel')}
            </Button>
          ) : null
        }
      >
        <Stack component="dl" gap="xs" m={0}>
          <DefinitionItem label={t('document-requests.view.status')}>
            <Group gap={4}>
              <DocumentRequestStatusBadge status={request.status} />
              {request.overdue && <OverdueBadge />}
            </Group>
          </DefinitionItem>
          <DefinitionItem label={t('document-requests.view.worker')}>{request.workerName}</DefinitionItem>
          {request.description && (
            <DefinitionItem label={t('document-requests.view.description')}>
              {request.description}
            </DefinitionItem>
          )}
          <DefinitionItem label={t('document-requests.view.deadline')}>
            {request.deadline ? formatDayKey(request.deadline) : '–'}
          </DefinitionItem>
          <DefinitionItem label={t('document-requests.view.mandatory')}>
            {request.mandatory ? t('document-requests.view.yes') : t('document-requests.view.no')}
          </DefinitionItem>
          <DefinitionItem label={t('document-requests.view.requestedAt')}>
            {formatDateTime(request.requestedAt)}
            {request.requestedByName ? ` · ${request.requestedByName}` : ''}
          </DefinitionItem>
          {request.processedByName && (
            <DefinitionItem label={t('document-requests.view.processedBy')}>
              {request.processedByName}
            </DefinitionItem>
          )}
          <DefinitionItem label={t('document-requests.view.linkExpires')}>
            {formatDateTime(request.linkExpiresAt)}
          </DefinitionItem>
        </Stack>
      </PanelSection>
      <PanelSection title={t('document-requests.view.documents')}>
        <RequestedDocumentsList
          documents={request.documents}
          canReview={canManage && request.status !== 'cancelled'}
          onDownload={download}
          onReview={(document, decision) => {
            review.reset();
            setReviewing({ document, decision });
          }}
        />
      </PanelSection>
      {reviewing && (
        <ReviewDocumentDialog
          document={reviewing.document}
          decision={reviewing.decision}
          isPending={review.isPending}
          error={review.error}
          onClose={() => setReviewing(null)}
          onSubmit={(body) =>
            review.mutate(
              { documentId: reviewing.document.id, body },
              { onSuccess: () => setReviewing(null) },
            )
          }
        />
      )}
      <ConfirmDialog
        opened={cancelling}
        title={t('document-requests.view.cancelTitle')}
        message={t('document-requests.view.cancelMessage', { name: request.workerName })}
        confirmLabel={t('document-requests.view.cancel')}
        isPending={cancel.isPending}
        onCancel={() => setCancelling(false)}
        onConfirm={() => cancel.mutate(undefined, { onSettled: () => setCancelling(false) })}
      />
    </Stack>
  );
}

/** /apps/hr/document-requests/view/:id: one request, its documents with their answers, and HR's review. */
export function DocumentRequestPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id = '' } = useParams();
  const request = useDocumentRequest(accountId ?? '', id);
  return (
    <Stack>
      <PageTitle>{request.data?.title ?? t('document-requests.view.title')}</PageTitle>
      {accountId ? (
        <QueryState query={request} errorTitle={t('document-requests.view.loadError')} recordId={id}>
          {(data) => <RequestView accountId={accountId} request={data} />}
        </QueryState>
      ) : (
        <Text>{t('document-requests.noAccount')}</Text>
      )}
    </Stack>
  );
}
