import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompletions } from '../api/get-completions';
import { CompletionForm } from './completion-form';
import { type ActionCenterTabProps, ListFrame } from './list-frame';

/** Booked shifts that have ended: a form per shift to confirm the hours really worked. */
export function CompletionsTab({ accountId, query, onPageChange }: ActionCenterTabProps) {
  const { t } = useTranslation();
  const list = useCompletions(accountId, query);
  return (
    <ListFrame
      list={list}
      emptyText={t('action-center.completion.empty')}
      query={query}
      onPageChange={onPageChange}
    >
      <Stack gap="sm">
        {list.data?.items.map((shift) => (
          <CompletionForm
            key={shift.id}
            accountId={accountId}
            shift={shift}
            breakRule={list.data.breakRule}
          />
        ))}
      </Stack>
    </ListFrame>
  );
}
