import { SimpleGrid } from '@mantine/core';
import type { ConfirmationDetail } from '@portal/domain/confirmations';
import { formatDateTime } from '@portal/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { ConfirmationStateBadge } from './confirmation-state-badge';
import { useConfirmationLabels } from './use-confirmation-labels';

/** The shift's planned and actual times, pay figures and who confirmed and verified it. */
export function ConfirmationDetails({ shift, actions }: { shift: ConfirmationDetail; actions?: ReactNode }) {
  const { t } = useTranslation();
  const labels = useConfirmationLabels();
  const none = t('confirmations.values.none');
  const byWhom = (at: string | null, name: string | null) =>
    at ? `${formatDateTime(at)}${name ? `, ${name}` : ''}` : none;
  return (
    <PanelSection title={t('confirmations.view.details')} actions={actions}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" m={0}>
        <DefinitionItem label={t('confirmations.columns.state')}>
          <ConfirmationStateBadge state={shift.state} />
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.worker')}>
          {shift.workerName ?? t('confirmations.values.noWorker')}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.area')}>{shift.areaName}</DefinitionItem>
        <DefinitionItem label={t('confirmations.view.gig')}>{shift.gigTitle ?? none}</DefinitionItem>
        <DefinitionItem label={t('confirmations.view.role')}>{shift.roleType ?? none}</DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.workDayType')}>
          {labels.workDayType(shift.workDayType)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.planned')}>
          {labels.timeRange(shift.plannedStartsAt, shift.plannedEndsAt)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.actual')}>
          {labels.timeRange(shift.actualStartsAt, shift.actualEndsAt)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.break')}>
          {labels.breakMinutes(shift.breakMinutes)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.kilometres')}>
          {labels.kilometres(shift.kilometres)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.columns.paidHours')}>
          {labels.hours(shift.paidHours)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.view.confirmed')}>
          {byWhom(shift.confirmedAt, shift.confirmedByName)}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.view.inspectionSent')}>
          {shift.inspectionSentAt ? formatDateTime(shift.inspectionSentAt) : none}
        </DefinitionItem>
        <DefinitionItem label={t('confirmations.view.verified')}>
          {byWhom(shift.verifiedAt, shift.verifiedByName)}
        </DefinitionItem>
      </SimpleGrid>
    </PanelSection>
  );
}
