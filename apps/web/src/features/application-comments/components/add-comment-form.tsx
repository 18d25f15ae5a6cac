import { Button, Group, Stack, Textarea } from '@mantine/core';
import {
  addApplicationCommentInputSchema,
  applicationCommentMaxLength,
} from '@portal/domain/application-comments';
import { isErrorCode } from '@portal/domain/shared';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddComment } from '../api/add-comment';

/** A new comment: a textarea sent with the button or Ctrl+Enter (Enter alone makes a new line). */
export function AddCommentForm({ accountId, applicantId }: { accountId: string; applicantId: string }) {
  const { t } = useTranslation();
  const add = useAddComment(accountId, applicantId);
  const form = useSchemaForm({
    initialValues: { text: '' },
    schema: addApplicationCommentInputSchema,
    issueErrors: (error) => {
      const code = error.issues[0]?.message ?? '';
      return { text: isErrorCode(code) ? t(`errors.${code}`) : t('validation.invalid') };
    },
    onSubmit: async (input, _values, { reset }) => {
      await add.mutateAsync(input.text);
      reset();
    },
  });
  const sendOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('application-comments.new')}
          description={t('application-comments.ctrlEnter')}
          maxLength={applicationCommentMaxLength}
          rows={2}
          onKeyDown={sendOnCtrlEnter}
          {...form.field('text')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('application-comments.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
