import { Anchor, Group, Table, Text } from '@mantine/core';
import type { TuberculosisSurveySummary } from '@portal/domain/onboarding';
import { formatDateTime } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { keyboardScrollable } from '@/components/keyboard-scrollable';
import { surveyViewPath } from '../onboarding.paths';
import { FollowUpBadges, SurveyStatusBadge } from './survey-badges';

/** The account's surveys: worker, status, follow-up flag with reasons, sent and answered. */
export function TuberculosisSurveysTable({ items }: { items: readonly TuberculosisSurveySummary[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <Text>{t('onboarding.list.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={keyboardScrollable}>
      <Table aria-label={t('onboarding.list.table')} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('onboarding.list.worker')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.list.status')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.list.followUp')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.list.sentAt')}</Table.Th>
            <Table.Th scope="col">{t('onboarding.list.answeredAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Anchor component={Link} to={surveyViewPath(item.id)}>
                  {item.workerName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <SurveyStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {item.needsFollowUp ? <FollowUpBadges reasons={item.followUpReasons} /> : '–'}
                </Group>
              </Table.Td>
              <Table.Td>{formatDateTime(item.sentAt)}</Table.Td>
              <Table.Td>{item.answeredAt ? formatDateTime(item.answeredAt) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
