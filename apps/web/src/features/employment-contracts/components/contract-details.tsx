import { SimpleGrid } from '@mantine/core';
import { type EmploymentContract, formatHourlyWage } from '@portal/domain/employment-contracts';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { currentLocale } from '@/lib/i18n';
import { ContractStatusBadge } from './contract-status-badge';

/** A sent contract as it stands: status, worker, terms, the sending and the answer. */
export function ContractDetails({ contract }: { contract: EmploymentContract }) {
  const { t } = useTranslation();
  const { terms } = contract;
  const none = t('employment-contracts.none');
  const time = (value: string | null) => (value ? formatDateTime(value) : none);
  const items: [string, ReactNode][] = [
    [t('employment-contracts.form.worker'), contract.workerName],
    [
      t('employment-contracts.list.columns.status'),
      <ContractStatusBadge
        key="status"
        status={contract.status}
        awaitingCountersign={contract.awaitingCountersign}
      />,
    ],
    [t('employment-contracts.form.role'), terms.role],
    [t('employment-contracts.form.wage'), formatHourlyWage(terms.hourlyWageCents, currentLocale())],
    [t('employment-contracts.form.startsOn'), formatDayKey(terms.startsOn)],
    [t('employment-contracts.form.endsOn'), terms.endsOn ? formatDayKey(terms.endsOn) : none],
    [t('employment-contracts.form.collectiveAgreement'), terms.collectiveAgreement ?? none],
    [t('employment-contracts.form.placeOfWork'), terms.placeOfWork ?? none],
    [t('employment-contracts.form.probationPeriod'), terms.probationPeriod ?? none],
    [t('employment-contracts.form.workingHours'), terms.workingHours ?? none],
    [
      t('employment-contracts.details.channels'),
      contract.channels.map((channel) => t(`employment-contracts.channels.${channel}`)).join(', ') || none,
    ],
    [t('employment-contracts.list.columns.sentAt'), time(contract.sentAt)],
    [t('employment-contracts.list.columns.expiresAt'), time(contract.expiresAt)],
    [t('employment-contracts.details.viewedAt'), time(contract.viewedAt)],
    [t('employment-contracts.list.columns.signedAt'), time(contract.signedAt)],
    [t('employment-contracts.details.signerName'), contract.signerName ?? none],
  ];
  if (contract.countersignRequired) {
    items.push([
      t('employment-contracts.details.countersigned'),
      contract.countersignedAt
        ? `${formatDateTime(contract.countersignedAt)} ${contract.countersignedByName ?? ''}`.trim()
        : none,
    ]);
  }
  if (contract.declineReason) {
    items.push([t('employment-contracts.details.declineReason'), contract.declineReason]);
  }
  return (
    <PanelSection title={t('employment-contracts.details.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
        {items.map(([label, value]) => (
          <DefinitionItem key={label} label={label}>
            {value}
          </DefinitionItem>
        ))}
      </SimpleGrid>
    </PanelSection>
  );
}
