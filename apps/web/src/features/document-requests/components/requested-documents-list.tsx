import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { RequestedDocument } from '@portal/domain/document-requests';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { IconArrowBackUp, IconCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { RequestedDocumentStatusBadge } from './document-request-status-badge';
import type { ReviewDecision } from './review-document-dialog';

export type RequestedDocumentsListProps = {
  documents: readonly RequestedDocument[];
  canReview: boolean;
  onDownload: (document: RequestedDocument) => void;
  onReview: (document: RequestedDocument, decision: ReviewDecision) => void;
};

function Answer({ document, onDownload }: { document: RequestedDocument; onDownload: () => void }) {
  const { t } = useTranslation();
  const { answer } = document;
  if (!answer) {
    return <Text size="sm">{t('document-requests.view.noAnswer')}</Text>;
  }
  return (
    <Stack component="dl" gap={4} m={0}>
      <DefinitionItem label={t('document-requests.view.answer')}>
        {answer.type === 'link' && answer.link ? (
          <Anchor href={answer.link} target="_blank" rel="noopener noreferrer">
            {answer.name}
          </Anchor>
        ) : (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={onDownload}
            aria-label={t('document-requests.view.download', { name: answer.name })}
          >
            {answer.name}
          </Button>
        )}
      </DefinitionItem>
      <DefinitionItem label={t('document-requests.view.answeredAt')}>
        {formatDateTime(answer.answeredAt)}
      </DefinitionItem>
    </Stack>
  );
}

/** Each document asked for: its state, the worker's answer (download or link), HR's review and actions. */
export function RequestedDocumentsList({
  documents,
  canReview,
  onDownload,
  onReview,
}: RequestedDocumentsListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {documents.map((document) => (
        <Paper component="li" key={document.id} withBorder p="md">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h5">
                {document.name} · {t(`document-requests.kinds.${document.kind}`)}
              </Title>
              <RequestedDocumentStatusBadge status={document.status} />
            </Group>
            <Answer document={document} onDownload={() => onDownload(document)} />
            {document.comment && (
              <Text size="sm">
                {t('document-requests.view.comment')}: {document.comment}
              </Text>
            )}
            {document.qualification && (
              <Text size="sm">
                {t('document-requests.view.qualification', {
                  licenceGrantedOn: formatDayKey(document.qualification.licenceGrantedOn),
                  graduatedOn: formatDayKey(document.qualification.graduatedOn),
                  credits: document.qualification.credits,
                })}
              </Text>
            )}
            {canReview && document.status === 'received' && (
              <Group>
                <Button
                  size="xs"
                  color="teal"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  onClick={() => onReview(document, 'confirm')}
                  aria-label={t('document-requests.view.confirmNamed', { name: document.name })}
                >
                  {t('document-requests.view.confirm')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconArrowBackUp size={14} aria-hidden />}
                  onClick={() => onReview(document, 'return')}
                  aria-label={t('document-requests.view.returnNamed', { name: document.name })}
                >
                  {t('document-requests.view.return')}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
