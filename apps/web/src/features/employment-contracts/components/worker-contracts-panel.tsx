import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useWorkerEmploymentContracts } from '../api/get-employment-contracts';
import { contractPath, routeAccess } from '../employment-contracts.paths';
import { ContractStatusBadge } from './contract-status-badge';

/**
 * The worker page's employment contracts: each with its status and a link to it. Shown only to those who
 * may read contracts (they carry wages: Payroll).
 */
export function WorkerContractsPanel({ worker }: { worker: { id: string; accountId: string } }) {
  const { t } = useTranslation();
  const canRead = useCan(routeAccess.read);
  const canManage = useCan(routeAccess.manage);
  const contracts = useWorkerEmploymentContracts(worker.accountId, worker.id, canRead);
  if (!canRead) {
    return null;
  }
  return (
    <PanelSection
      title={t('employment-contracts.worker.title')}
      actions={
        canManage && (
          <Button
            component={Link}
            to={contractPath()}
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('employment-contracts.list.create')}
          </Button>
        )
      }
    >
      <QueryState
        query={contracts}
        errorTitle={t('employment-contracts.list.loadError')}
        empty={{ when: (data) => data.items.length === 0, text: t('employment-contracts.worker.empty') }}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={560} scrollAreaProps={keyboardScrollable}>
            <Table aria-label={t('employment-contracts.worker.title')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('employment-contracts.list.columns.title')}</Table.Th>
                  <Table.Th scope="col">{t('employment-contracts.list.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('employment-contracts.list.columns.startsOn')}</Table.Th>
                  <Table.Th scope="col">{t('employment-contracts.list.columns.signedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((contract) => (
                  <Table.Tr key={contract.id}>
                    <Table.Th scope="row" fw={400}>
                      <Anchor component={Link} to={contractPath(contract.id)}>
                        {contract.title}
                      </Anchor>
                    </Table.Th>
                    <Table.Td>
                      <Group gap={4}>
                        <ContractStatusBadge
                          status={contract.status}
                          awaitingCountersign={contract.awaitingCountersign}
                        />
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDayKey(contract.startsOn)}</Table.Td>
                    <Table.Td>
                      {contract.signedAt ? formatDateTime(contract.signedAt) : <Text span>–</Text>}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </PanelSection>
  );
}
