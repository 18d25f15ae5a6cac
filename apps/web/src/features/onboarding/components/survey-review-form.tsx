import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useReviewTuberculosisSurvey } from '../api/save-tuberculosis-survey';

/** HR marks an answered survey reviewed, with a note (what was agreed with occupational health care). */
export function SurveyReviewForm({ accountId, surveyId }: { accountId: string; surveyId: string }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useReviewTuberculosisSurvey(accountId, surveyId);
  return (
    <Stack>
      <Textarea
        label={t('onboarding.view.note')}
        description={t('onboarding.view.noteHint')}
        value={note}
        maxLength={2000}
        rows={3}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
      {review.error && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(review.error))}
        </Alert>
      )}
      <Button
        loading={review.isPending}
        onClick={() => review.mutate({ note })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('onboarding.view.markReviewed')}
      </Button>
    </Stack>
  );
}
