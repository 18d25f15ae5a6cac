import { Badge, Group, Stack, Text } from '@mantine/core';
import type { PublicGetStarted } from '@portal/domain/onboarding';
import { formatDayKey } from '@portal/domain/shared';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { type GetStartedDocumentAnswer, useAnswerGetStartedDocument } from '../api/public-get-started';

type OpenRequest = PublicGetStarted['documentRequests'][number];

/** What the document requests' answer card needs; the app passes that card in (features do not import each other). */
export type DocumentAnswerCardProps = {
  document: OpenRequest['documents'][number];
  canAnswer: boolean;
  answer: {
    mutate: (answer: GetStartedDocumentAnswer) => void;
    variables: GetStartedDocumentAnswer | undefined;
    error: Error | null;
    isPending: boolean;
  };
};
export type DocumentAnswerCard = ComponentType<DocumentAnswerCardProps>;

function OpenRequestAnswers({
  token,
  request,
  Card,
}: {
  token: string;
  request: OpenRequest;
  Card: DocumentAnswerCard;
}) {
  const { t } = useTranslation();
  const answer = useAnswerGetStartedDocument(token, request.id);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{request.title}</Text>
        {request.mandatory && (
          <Badge color="red" variant="light">
            {t('onboarding.getStarted.requests.mandatory')}
          </Badge>
        )}
      </Group>
      {request.description && <Text style={{ whiteSpace: 'pre-line' }}>{request.description}</Text>}
      {request.deadline && (
        <Text size="sm">
          {t('onboarding.getStarted.requests.deadline', { date: formatDayKey(request.deadline) })}
        </Text>
      )}
      {request.documents.map((document) => (
        <Card key={document.id} document={document} canAnswer answer={answer} />
      ))}
    </Stack>
  );
}

/** Step 4: the worker's open document requests, each document answered in place with a file or a link. */
export function DocumentRequestsStep({
  token,
  requests,
  Card,
}: {
  token: string;
  requests: PublicGetStarted['documentRequests'];
  Card?: DocumentAnswerCard;
}) {
  const { t } = useTranslation();
  if (requests.length === 0) {
    return <Text>{t('onboarding.getStarted.requests.none')}</Text>;
  }
  if (!Card) {
    return <Text>{t('onboarding.getStarted.requests.fromMail', { count: requests.length })}</Text>;
  }
  return (
    <Stack gap="lg">
      {requests.map((request) => (
        <OpenRequestAnswers key={request.id} token={token} request={request} Card={Card} />
      ))}
    </Stack>
  );
}
