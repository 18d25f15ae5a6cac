import { ActionIcon, Button, Select, Table, Text } from '@mantine/core';
import type { RateKind } from '@portal/domain/customer-contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import type { NestedErrors } from './contract-form-errors';
import { emptyRate, type MoneyField, type RateRowValues } from './contract-form-values';
import { useRateOptions } from './use-rate-labels';

export type RateRowsTableProps = {
  label: string;
  rates: readonly RateRowValues[];
  errors: NestedErrors;
  onChange: (rates: RateRowValues[]) => void;
};

/** One version's rates: a row per role and kind of hour with its price and wage, rows added and removed. */
export function RateRowsTable({ label, rates, errors, onChange }: RateRowsTableProps) {
  const { t } = useTranslation();
  const options = useRateOptions();
  const change = (key: string, changes: Partial<RateRowValues>) =>
    onChange(rates.map((rate) => (rate.key === key ? { ...rate, ...changes } : rate)));
  const rowLabel = (field: string, index: number) =>
    t('customer-contracts.form.rowLabel', { field, row: index + 1 });
  const money = (rate: RateRowValues, index: number, field: MoneyField) => (
    <DecimalInput
      aria-label={rowLabel(t(`customer-contracts.form.${field}`), index)}
      value={rate[field]}
      onChange={(value) => change(rate.key, { [field]: value })}
      error={errors[`${rate.key}:${field}`]}
      decimalScale={2}
      fixedDecimalScale
      hideControls
      miw={110}
    />
  );

  return (
    <>
      {rates.length === 0 ? (
        <Text c="dimmed">{t('customer-contracts.form.noRates')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={label} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('customer-contracts.form.role')}</Table.Th>
                <Table.Th scope="col">{t('customer-contracts.form.kind')}</Table.Th>
                <Table.Th scope="col">{t('customer-contracts.form.price')}</Table.Th>
                <Table.Th scope="col">{t('customer-contracts.form.wage')}</Table.Th>
                <Table.Th scope="col">{t('customer-contracts.form.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.map((rate, index) => (
                <Table.Tr key={rate.key}>
                  <Table.Td>
                    <Select
                      aria-label={rowLabel(t('customer-contracts.form.role'), index)}
                      data={options.roles}
                      value={rate.careRole}
                      onChange={(value) => value && change(rate.key, { careRole: value })}
                      allowDeselect={false}
                      searchable
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={rowLabel(t('customer-contracts.form.kind'), index)}
                      data={options.kinds}
                      value={rate.kind}
                      onChange={(value) => value && change(rate.key, { kind: value as RateKind })}
                      allowDeselect={false}
                      error={errors[`${rate.key}:kind`]}
                    />
                  </Table.Td>
                  <Table.Td>{money(rate, index, 'price')}</Table.Td>
                  <Table.Td>{money(rate, index, 'wage')}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('customer-contracts.form.removeRate', { row: index + 1 })}
                      onClick={() => onChange(rates.filter((candidate) => candidate.key !== rate.key))}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...rates, emptyRate()])}
        mt="xs"
      >
        {t('customer-contracts.form.addRate')}
      </Button>
    </>
  );
}
