import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import {
  kindsNeedingQualificationDetails,
  type RequestedDocument,
  type ReviewDocumentInput,
  reviewDocumentInputSchema,
} from '@portal/domain/document-requests';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { errorMessageKey } from '@/lib/api-error';
import { messagesOfApiError, messagesOfParse } from './issue-messages';

export type ReviewDecision = 'confirm' | 'return';

export type ReviewDocumentDialogProps = {
  document: RequestedDocument;
  decision: ReviewDecision;
  isPending: boolean;
  error: unknown;
  onSubmit: (input: ReviewDocumentInput) => void;
  onClose: () => void;
};

/**
 * Confirm or return one received document with a comment. Confirming a licence or a degree asks for the
 * licence-granted date, graduation date and credits (spec section 5); a return needs a comment, which the
 * worker sees on the link's page.
 */
export function ReviewDocumentDialog({
  document,
  decision,
  isPending,
  error,
  onSubmit,
  onClose,
}: ReviewDocumentDialogProps) {
  const { t } = useTranslation();
  const asksDetails = decision === 'confirm' && kindsNeedingQualificationDetails.includes(document.kind);
  const [comment, setComment] = useState('');
  const [licenceGrantedOn, setLicenceGrantedOn] = useState('');
  const [graduatedOn, setGraduatedOn] = useState('');
  const [credits, setCredits] = useState<string | number>('');
  const [messages, setMessages] = useState<Record<string, string>>({});
  const required = t('errors.DOCUMENT_CONFIRMATION_DETAILS_REQUIRED');
  const serverMessages = messagesOfApiError(error, t);
  const shown = { ...serverMessages, ...messages };

  const submit = () => {
    const input: ReviewDocumentInput = {
      decision,
      comment,
      licenceGrantedOn: asksDetails && licenceGrantedOn !== '' ? licenceGrantedOn : null,
      graduatedOn: asksDetails && graduatedOn !== '' ? graduatedOn : null,
      credits: asksDetails && credits !== '' ? Number(credits) : null,
    };
    const parsed = reviewDocumentInputSchema.safeParse(input);
    const found = messagesOfParse(parsed.error, t);
    if (asksDetails) {
      for (const field of ['licenceGrantedOn', 'graduatedOn', 'credits'] as const) {
        if (input[field] === null) {
          found[field] = required;
        }
      }
    }
    setMessages(found);
    if (parsed.success && Object.keys(found).length === 0) {
      onSubmit(input);
    }
  };

  const title =
    decision === 'confirm'
      ? t('document-requests.review.confirmTitle', { name: document.name })
      : t('document-requests.review.returnTitle', { name: document.name });
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        {asksDetails && (
          <>
            <Text size="sm">{t('document-requests.review.detailsHint')}</Text>
            <DateField
              label={t('document-requests.review.licenceGrantedOn')}
              value={licenceGrantedOn}
              onChange={setLicenceGrantedOn}
              error={shown.licenceGrantedOn}
              withAsterisk
            />
            <DateField
              label={t('document-requests.review.graduatedOn')}
              value={graduatedOn}
              onChange={setGraduatedOn}
              error={shown.graduatedOn}
              withAsterisk
            />
            <NumberInput
              label={t('document-requests.review.credits')}
              value={credits}
              onChange={setCredits}
              error={shown.credits}
              min={0}
              max={1000}
              decimalScale={1}
              withAsterisk
            />
          </>
        )}
        <Textarea
          label={t('document-requests.review.comment')}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={shown.comment}
          withAsterisk={decision === 'return'}
          rows={3}
        />
        {error !== null && error !== undefined && Object.keys(serverMessages).length === 0 && (
          <Text c="red" role="alert">
            {t(errorMessageKey(error))}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={decision === 'confirm' ? 'teal' : 'orange'} loading={isPending} onClick={submit}>
            {t(
              decision === 'confirm' ? 'document-requests.review.confirm' : 'document-requests.review.return',
            )}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
