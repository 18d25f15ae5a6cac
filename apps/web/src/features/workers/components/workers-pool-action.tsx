import { Button, NativeSelect } from '@mantine/core';
import type { WorkerPool } from '@portal/domain/workers';
import { IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkOutcome } from '@/components/list/bulk-actions';
import { useAddWorkersToPool } from '../api/add-workers-to-pool';

type WorkersPoolActionProps = {
  accountId: string;
  pools: readonly WorkerPool[];
  selectedIds: readonly string[];
  onDone: (outcome: BulkOutcome) => void;
};

/** Adds the chosen workers to the pool picked here; the server adds them all or, on a refusal, none. */
export function WorkersPoolAction({ accountId, pools, selectedIds, onDone }: WorkersPoolActionProps) {
  const { t } = useTranslation();
  const [poolId, setPoolId] = useState('');
  const add = useAddWorkersToPool(accountId);
  const pool = pools.find((candidate) => candidate.id === poolId);

  const handleAdd = async () => {
    if (!pool) {
      return;
    }
    try {
      await add.mutateAsync({ poolId: pool.id, userIds: selectedIds });
      onDone({ done: selectedIds.length, failed: [] });
    } catch (error) {
      onDone({
        done: 0,
        failed: [{ name: t('workers.bulk.allSelected', { count: selectedIds.length }), error }],
      });
    }
  };

  return (
    <>
      <NativeSelect
        aria-label={t('workers.bulk.pool')}
        data={[
          { value: '', label: t('workers.bulk.choosePool') },
          ...pools.map((candidate) => ({ value: candidate.id, label: candidate.name })),
        ]}
        value={poolId}
        onChange={(event) => setPoolId(event.currentTarget.value)}
      />
      <Button
        leftSection={<IconUsersPlus size={16} aria-hidden />}
        disabled={!pool}
        loading={add.isPending}
        onClick={() => void handleAdd()}
      >
        {t('workers.bulk.addToPool')}
      </Button>
    </>
  );
}
