import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkerChoices } from '../api/get-worker-choices';

/**
 * The worker filter: type two letters of a name, pick the worker. `knownName` names a worker chosen before
 * (from the address), read from the list's rows, so the field is not blank after a reload.
 */
export function WorkerFilter({
  accountId,
  workerId,
  knownName,
  onChange,
}: {
  accountId: string;
  workerId: string | undefined;
  knownName: string | undefined;
  onChange: (workerId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [chosenName, setChosenName] = useState<string | undefined>(undefined);
  const choices = useWorkerChoices(accountId, query);
  const options = (choices.data?.items ?? []).map((worker) => ({ value: worker.id, label: worker.fullName }));
  const chosenLabel = chosenName ?? knownName;
  if (workerId && chosenLabel && !options.some((option) => option.value === workerId)) {
    options.unshift({ value: workerId, label: chosenLabel });
  }
  return (
    <Select
      label={t('wage-reports.list.filters.worker')}
      placeholder={t('wage-reports.list.filters.workerHint')}
      searchable
      clearable
      data={options}
      value={workerId ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={query.length >= 2 ? t('wage-reports.list.filters.noWorkers') : undefined}
      onChange={(value, option) => {
        setChosenName(option?.label);
        onChange(value ?? undefined);
      }}
    />
  );
}
