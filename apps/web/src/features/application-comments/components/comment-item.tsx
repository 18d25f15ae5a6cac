import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApplicationComment } from '@portal/domain/application-comments';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { useReopenComment } from '../api/reopen-comment';
import { useResolveComment } from '../api/resolve-comment';

type CommentItemProps = { accountId: string; applicantId: string; comment: ApplicationComment };

/** One comment: who wrote it and when, its text, and resolve (or reopen, with who resolved it and when). */
export function CommentItem({ accountId, applicantId, comment }: CommentItemProps) {
  const { t } = useTranslation();
  const resolve = useResolveComment(accountId, applicantId);
  const reopen = useReopenComment(accountId, applicantId);
  const author = comment.authorName ?? t('application-comments.unknownAuthor');
  return (
    <Paper withBorder p="sm" component="li" bg={comment.resolvedAt ? 'gray.0' : undefined}>
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('application-comments.byline', { author, at: formatDateTime(comment.createdAt) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {comment.text}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {comment.resolvedAt
              ? t('application-comments.resolvedBy', {
                  name: comment.resolvedByName ?? t('application-comments.unknownAuthor'),
                  at: formatDateTime(comment.resolvedAt),
                })
              : ''}
          </Text>
          {comment.resolvedAt ? (
            <Button
              size="xs"
              variant="subtle"
              loading={reopen.isPending}
              onClick={() => reopen.mutate(comment.id)}
            >
              {t('application-comments.reopen')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              loading={resolve.isPending}
              onClick={() => resolve.mutate(comment.id)}
            >
              {t('application-comments.resolve')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
