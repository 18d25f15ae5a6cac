import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { useTemporaryContracts } from '../api/get-temporary-contracts';
import { TemporaryContractForm } from './temporary-contract-form';
import { TemporaryContractsTable } from './temporary-contracts-table';

/** The worker the panel is about (the worker detail page gives it). */
export type ContractPanelWorker = { id: string; accountId: string };

/** Temporary contracts of a worker: the list with their PDFs, and the form for a new one. */
export function TemporaryContractsPanel({ worker }: { worker: ContractPanelWorker }) {
  const { t } = useTranslation();
  const { me } = useSession();
  const canCreate = useCan({ action: 'update', subject: 'Worker' });
  const contracts = useTemporaryContracts(worker.accountId, worker.id);
  const accountName = me?.accounts.find((account) => account.id === worker.accountId)?.name ?? '';

  return (
    <PanelSection title={t('temporary-contracts.title')}>
      <Stack>
        <QueryState query={contracts} errorTitle={t('temporary-contracts.list.loadError')} />
        {contracts.data &&
          (contracts.data.items.length === 0 ? (
            <Text>{t('temporary-contracts.list.empty')}</Text>
          ) : (
            <TemporaryContractsTable accountId={worker.accountId} contracts={contracts.data.items} />
          ))}
        {canCreate && (
          <>
            <Divider />
            <Title order={3} size="h4">
              {t('temporary-contracts.form.title')}
            </Title>
            <TemporaryContractForm
              accountId={worker.accountId}
              accountName={accountName}
              workerId={worker.id}
            />
          </>
        )}
      </Stack>
    </PanelSection>
  );
}
