import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ApplicationComment } from '@portal/domain/application-comments';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useApplicationComments } from '../api/get-comments';
import { AddCommentForm } from './add-comment-form';
import { CommentItem } from './comment-item';

export type ApplicationCommentsProps = { accountId: string; applicantId: string };

function CommentList(props: ApplicationCommentsProps & { comments: ApplicationComment[] }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {props.comments.map((comment) => (
        <CommentItem
          key={comment.id}
          accountId={props.accountId}
          applicantId={props.applicantId}
          comment={comment}
        />
      ))}
    </Stack>
  );
}

/**
 * The application's comments (issue 16 §2): open ones first in the order written, the resolved ones folded
 * below a button that shows them; a new comment at the end.
 */
export function ApplicationComments({ accountId, applicantId }: ApplicationCommentsProps) {
  const { t } = useTranslation();
  const comments = useApplicationComments(accountId, applicantId);
  const [showResolved, { toggle }] = useDisclosure(false);
  return (
    <PanelSection title={t('application-comments.title')}>
      <Stack>
        <QueryState query={comments} errorTitle={t('application-comments.loadError')}>
          {({ items }) => {
            const open = items.filter((comment) => !comment.resolvedAt);
            const resolved = items.filter((comment) => comment.resolvedAt);
            return (
              <Stack gap="sm">
                {open.length === 0 && <Text c="dimmed">{t('application-comments.noneOpen')}</Text>}
                <CommentList accountId={accountId} applicantId={applicantId} comments={open} />
                {resolved.length > 0 && (
                  <>
                    <Button
                      variant="subtle"
                      justify="flex-start"
                      leftSection={
                        showResolved ? (
                          <IconChevronDown size={16} aria-hidden />
                        ) : (
                          <IconChevronRight size={16} aria-hidden />
                        )
                      }
                      aria-expanded={showResolved}
                      onClick={toggle}
                    >
                      {t('application-comments.resolvedToggle', { count: resolved.length })}
                    </Button>
                    {showResolved && (
                      <CommentList accountId={accountId} applicantId={applicantId} comments={resolved} />
                    )}
                  </>
                )}
              </Stack>
            );
          }}
        </QueryState>
        <AddCommentForm accountId={accountId} applicantId={applicantId} />
      </Stack>
    </PanelSection>
  );
}
