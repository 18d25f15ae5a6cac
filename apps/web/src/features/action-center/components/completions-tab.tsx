import { Stack } from '@mantine/core';
import type { ListActionCenterQuery } from '@portal/domain/action-center/action-center.inputs';
import { useTranslation } from 'react-i18next';
import { useCompletions } from '../api/get-completions';
import { CompletionForm } from './completion-form';
import { ListFrame } from './list-frame';

/** Booked shifts that have ended: a form per shift to confirm the hours really worked. */
export function CompletionsTab({
  accountId,
  query,
  onPageChange,
}: {
  accountId: string;
  query: ListActionCenterQuery;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const list = useCompletions(accountId, query);
  return (
    <ListFrame
      list={list}
      emptyText={t('action-center.completion.empty')}
      page={query.page}
      perPage={query.perPage}
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
