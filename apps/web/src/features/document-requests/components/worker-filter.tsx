import { CloseButton } from '@mantine/core';
import { type WorkerSearchResult, workerSearchMinLength } from '@portal/domain/worker-blocks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { useWorkerSearch } from '@/hooks/use-worker-search';

/** The list's worker filter: find a worker by name; clearing it shows every worker's requests again. */
export function WorkerFilter({
  accountId,
  onChange,
}: {
  accountId: string;
  onChange: (workerId: string | null) => void;
}) {
  const { t } = useTranslation();
  const search = useWorkerSearchText(workerSearchMinLength);
  const results = useWorkerSearch(accountId, search.query, { scope: 'hr' });
  const [chosen, setChosen] = useState<WorkerSearchResult | null>(null);
  const clear = () => {
    setChosen(null);
    search.setText('');
    onChange(null);
  };
  return (
    <WorkerSearchInput
      label={t('document-requests.list.workerFilter')}
      description={t('document-requests.create.workerHint', { count: workerSearchMinLength })}
      placeholder={t('document-requests.create.workerPlaceholder')}
      noResults={t('document-requests.create.noResults')}
      searchError={t('document-requests.create.searchError')}
      icon={<IconUserSearch size={16} aria-hidden />}
      text={search.text}
      onTextChange={(next) => {
        search.setText(next);
        if (chosen) {
          setChosen(null);
          onChange(null);
        }
      }}
      results={results}
      isLongEnough={search.isLongEnough}
      describe={(worker) => worker.email}
      onChoose={(worker) => {
        setChosen(worker);
        search.setText(worker.fullName);
        onChange(worker.id);
      }}
      rightSection={
        chosen ? (
          <CloseButton size="sm" aria-label={t('document-requests.create.clear')} onClick={clear} />
        ) : null
      }
      listHidden={chosen !== null}
      maxLength={100}
      maw={320}
    />
  );
}
