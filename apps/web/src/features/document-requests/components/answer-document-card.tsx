import {
  Alert,
  Button,
  FileInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  answerWithLinkInputSchema,
  type PublicDocumentRequest,
  uploadContentTypes,
} from '@portal/domain/document-requests';
import { IconLink, IconUpload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import type { DocumentAnswerMutation } from '../api/public-document-request';
import { RequestedDocumentStatusBadge } from './document-request-status-badge';
import { messagesOfApiError, messagesOfParse } from './issue-messages';

type PublicDocument = PublicDocumentRequest['documents'][number];

export type AnswerDocumentCardProps = {
  document: PublicDocument;
  canAnswer: boolean;
  answer: DocumentAnswerMutation;
};

/** One document on the worker's page: its state, HR's comment when returned, and a file or a link to send. */
export function AnswerDocumentCard({ document, canAnswer, answer }: AnswerDocumentCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mode, setMode] = useState<'file' | 'link'>('file');
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(document.name);
  const [link, setLink] = useState('');
  const [messages, setMessages] = useState<Record<string, string>>({});
  const mine = answer.variables?.documentId === document.id;
  const error = mine ? answer.error : null;
  const shown = { ...messagesOfApiError(error, t), ...messages };
  const open = canAnswer && (document.status === 'waiting' || document.status === 'returned');

  const send = () => {
    if (mode === 'file') {
      if (!file) {
        setMessages({ file: t('errors.ATTACHMENT_LINK_OR_FILE_REQUIRED') });
        return;
      }
      setMessages({});
      answer.mutate({ documentId: document.id, file });
      return;
    }
    const parsed = answerWithLinkInputSchema.safeParse({ name, link });
    setMessages(messagesOfParse(parsed.error, t));
    if (parsed.success) {
      answer.mutate({ documentId: document.id, link: { name, link } });
    }
  };

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {document.name}
        </Title>
        <Text size="sm">
          {t(`document-requests.kinds.${document.kind}`)} ·{' '}
          <RequestedDocumentStatusBadge status={document.status} />
        </Text>
        {document.status === 'returned' && document.comment && (
          <Alert color="orange" variant="light" title={t('document-requests.answer.returned')}>
            {document.comment}
          </Alert>
        )}
        {open && (
          <>
            <SegmentedControl
              fullWidth
              value={mode}
              onChange={(value) => setMode(value === 'link' ? 'link' : 'file')}
              data={[
                { value: 'file', label: t('document-requests.answer.withFile') },
                { value: 'link', label: t('document-requests.answer.withLink') },
              ]}
              aria-label={t('document-requests.answer.how', { name: document.name })}
            />
            {mode === 'file' ? (
              <FileInput
                label={t('document-requests.answer.file')}
                description={t('document-requests.answer.fileHint')}
                placeholder={t('document-requests.answer.choose')}
                accept={[...uploadContentTypes, '.heic'].join(',')}
                value={file}
                onChange={setFile}
                error={shown.file}
                clearable
                leftSection={<IconUpload size={16} aria-hidden />}
              />
            ) : (
              <>
                <TextInput
                  label={t('document-requests.answer.linkName')}
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                  error={shown.name}
                  withAsterisk
                />
                <TextInput
                  label={t('document-requests.answer.link')}
                  type="url"
                  inputMode="url"
                  placeholder="https://"
                  value={link}
                  onChange={(event) => setLink(event.currentTarget.value)}
                  error={shown.link}
                  withAsterisk
                  leftSection={<IconLink size={16} aria-hidden />}
                />
              </>
            )}
            {error !== null && Object.keys(messagesOfApiError(error, t)).length === 0 && (
              <Alert color="red" variant="light" role="alert">
                {t(errorMessageKey(error))}
              </Alert>
            )}
            <Button fullWidth loading={mine && answer.isPending} onClick={send}>
              {t('document-requests.answer.send', { name: document.name })}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
