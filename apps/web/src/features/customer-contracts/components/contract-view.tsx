import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ContractDetail, ContractVersion } from '@portal/domain/customer-contracts';
import { formatDayKey, formatEuros } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { PanelSection } from '@/components/panel-section';
import { useRateLabels } from './use-rate-labels';

type RateRow = { role: string | null; kind: ContractVersion['prices'][number]['kind'] };

function rowsOf(version: ContractVersion): RateRow[] {
  const rows: RateRow[] = [];
  for (const entry of [...version.prices, ...version.wages]) {
    if (!rows.some((row) => row.role === entry.careRole && row.kind === entry.kind)) {
      rows.push({ role: entry.careRole, kind: entry.kind });
    }
  }
  return rows;
}

function VersionTable({ version, title }: { version: ContractVersion; title: string }) {
  const { t } = useTranslation();
  const { kindLabel, roleLabel } = useRateLabels();
  const amount = (entries: ContractVersion['prices'], row: RateRow) => {
    const entry = entries.find((each) => each.careRole === row.role && each.kind === row.kind);
    return entry ? formatEuros(entry.cents) : '–';
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={480} scrollAreaProps={keyboardScrollable}>
        <Table striped aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('customer-contracts.form.role')}</Table.Th>
              <Table.Th scope="col">{t('customer-contracts.form.kind')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('customer-contracts.form.price')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('customer-contracts.form.wage')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOf(version).map((row) => (
              <Table.Tr key={`${row.role ?? '*'}|${row.kind}`}>
                <Table.Td>{roleLabel(row.role)}</Table.Td>
                <Table.Td>{kindLabel(row.kind)}</Table.Td>
                <Table.Td ta="right">{amount(version.prices, row)}</Table.Td>
                <Table.Td ta="right">{amount(version.wages, row)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A contract as the customer sees it: the terms and every version's rates, nothing to edit. */
export function ContractView({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) =>
    value ? t('customer-contracts.view.yes') : t('customer-contracts.view.no');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('customer-contracts.view.readOnly')}
      </Text>
      <PanelSection title={t('customer-contracts.form.terms')}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} m={0}>
          <DefinitionItem label={t('customer-contracts.form.name')}>{contract.name}</DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.customerNumber')}>
            {contract.customerNumber ?? '–'}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.agreement')}>
            {t(`customer-contracts.agreements.${contract.collectiveAgreement}`)}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.vat')}>
            {t(`customer-contracts.vat.${contract.vatTreatment}`)}
            {contract.vatExemptionBasis ? ` – ${contract.vatExemptionBasis}` : ''}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.validFrom')}>
            {formatDayKey(contract.validFrom)}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.validTo')}>
            {contract.validTo ? formatDayKey(contract.validTo) : '–'}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.noOverHours')}>
            {yesNo(contract.noOverHours)}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.monthlySalary')}>
            {yesNo(contract.monthlySalary)}
          </DefinitionItem>
          <DefinitionItem label={t('customer-contracts.form.campaignsRaisePrice')}>
            {yesNo(contract.campaignsRaisePrice)}
          </DefinitionItem>
        </SimpleGrid>
      </PanelSection>
      <PanelSection title={t('customer-contracts.form.rates')}>
        <Stack gap="lg">
          {contract.versions.map((version) => (
            <VersionTable
              key={version.validFrom}
              version={version}
              title={t('customer-contracts.form.versionTitle', { from: formatDayKey(version.validFrom) })}
            />
          ))}
        </Stack>
      </PanelSection>
    </Stack>
  );
}
