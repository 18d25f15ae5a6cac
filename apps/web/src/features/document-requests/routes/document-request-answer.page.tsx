import { Alert, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { takesAnswers } from '@portal/domain/document-requests';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { errorCodeOf, errorMessageKey } from '@/lib/api-error';
import { useAnswerDocument, usePublicDocumentRequest } from '../api/public-document-request';
import { AnswerDocumentCard } from '../components/answer-document-card';

/**
 * Public page of a document request (/invite/document-request/:id, no sign-in), made for a phone: the
 * worker sees what is asked and sends each document as a file (checked by its content) or a link.
 */
export function DocumentRequestAnswerPage() {
  const { t } = useTranslation();
  const { id: token = '' } = useParams();
  const request = usePublicDocumentRequest(token);
  useLinkLanguage(request.data?.locale);
  const answer = useAnswerDocument(token);

  const body = () => {
    if (request.isPending) {
      return <PageLoader />;
    }
    if (request.isError) {
      const isInvalid = errorCodeOf(request.error) === 'DOCUMENT_REQUEST_LINK_INVALID';
      return (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={
            isInvalid ? t('document-requests.answer.invalidTitle') : t('document-requests.answer.loadError')
          }
        >
          {t(errorMessageKey(request.error))}
        </Alert>
      );
    }
    const { data } = request;
    const open = takesAnswers(data.status);
    return (
      <Stack gap="md">
        <div>
          <Text fw={600}>{t('document-requests.answer.greeting', { name: data.firstName })}</Text>
          <Text>{t('document-requests.answer.intro', { company: data.company })}</Text>
        </div>
        <Group gap="xs">
          <Text fw={600}>{data.title}</Text>
          {data.mandatory && (
            <Badge color="red" variant="light">
              {t('document-requests.view.mandatory')}
            </Badge>
          )}
        </Group>
        {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
        {data.deadline && (
          <Text size="sm">
            {t('document-requests.answer.deadline', { date: formatDayKey(data.deadline) })}
          </Text>
        )}
        <Text size="sm">
          {t('document-requests.answer.linkValid', { until: formatDateTime(data.linkExpiresAt) })}
        </Text>
        {!open && (
          <Alert color="teal" variant="light" role="status">
            {t(`document-requests.answer.done.${data.status}`)}
          </Alert>
        )}
        {data.documents.map((document) => (
          <AnswerDocumentCard key={document.id} document={document} canAnswer={open} answer={answer} />
        ))}
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('document-requests.answer.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
