import { Anchor, Table } from '@mantine/core';
import type { ContractSummary } from '@portal/domain/customer-contracts';
import { formatDayKey, formatEuros } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { contractPath } from '@/features/customer-contracts/customer-contracts.paths';

/** The contracts of one page: name (to the contract), customer number, agreement, VAT, validity, price. */
export function ContractsTable({
  contracts,
  label,
}: {
  contracts: readonly ContractSummary[];
  label: string;
}) {
  const { t } = useTranslation();
  const validity = (contract: ContractSummary) =>
    contract.validTo
      ? `${formatDayKey(contract.validFrom)}–${formatDayKey(contract.validTo)}`
      : t('customer-contracts.list.untilFurtherNotice', { from: formatDayKey(contract.validFrom) });
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('customer-contracts.list.name')}</Table.Th>
            <Table.Th scope="col">{t('customer-contracts.list.customerNumber')}</Table.Th>
            <Table.Th scope="col">{t('customer-contracts.list.agreement')}</Table.Th>
            <Table.Th scope="col">{t('customer-contracts.list.vat')}</Table.Th>
            <Table.Th scope="col">{t('customer-contracts.list.validity')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('customer-contracts.list.basePrice')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {contracts.map((contract) => (
            <Table.Tr key={contract.id}>
              <Table.Td>
                <Anchor component={Link} to={contractPath(contract.id)}>
                  {contract.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{contract.customerNumber ?? '–'}</Table.Td>
              <Table.Td>{t(`customer-contracts.agreements.${contract.collectiveAgreement}`)}</Table.Td>
              <Table.Td>{t(`customer-contracts.vat.${contract.vatTreatment}`)}</Table.Td>
              <Table.Td>{validity(contract)}</Table.Td>
              <Table.Td ta="right">
                {contract.currentBasePriceCents === null ? '–' : formatEuros(contract.currentBasePriceCents)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
