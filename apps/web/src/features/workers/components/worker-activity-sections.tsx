import { Table, Text } from '@mantine/core';
import { formatDate, formatDateTime, formatTime } from '@portal/domain/shared';
import type { WorkerActivity } from '@portal/domain/workers';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useWorkerActivity } from '../api/get-worker-activity';

// Audited field names -> the form's labels (workers.fields.*).
const fieldLabelKeys = {
  email: 'email',
  firstName: 'fullName',
  lastName: 'fullName',
  mobile: 'mobile',
  birthday: 'birthday',
  profession: 'profession',
  employmentType: 'employmentType',
  status: 'status',
  confirmed: 'confirmed',
  love: 'love',
  residency: 'residency',
  locale: 'locale',
  addressCity: 'city',
  addressRegion: 'region',
  applicationSeeking: 'seeking',
  applicationStart: 'applicationStart',
  applicationEnd: 'applicationEnd',
  poolIds: 'pools',
} as const;

const knownActions = ['create', 'update', 'send-welcome-mail'] as const;

/** "22.11.2026 08:00–16:00", or both dates when the shift ends on another day (Helsinki). */
function shiftTimeOf(startsAt: string, endsAt: string): string {
  return formatDate(startsAt) === formatDate(endsAt)
    ? `${formatDateTime(startsAt)}–${formatTime(endsAt)}`
    : `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
}

function UpcomingShifts({ shifts }: { shifts: WorkerActivity['upcomingShifts'] }) {
  const { t } = useTranslation();
  if (shifts.length === 0) {
    return <Text>{t('workers.detail.upcoming.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('workers.detail.upcoming.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('workers.detail.upcoming.time')}</Table.Th>
            <Table.Th scope="col">{t('workers.detail.upcoming.shift')}</Table.Th>
            <Table.Th scope="col">{t('workers.detail.upcoming.area')}</Table.Th>
            <Table.Th scope="col">{t('workers.detail.upcoming.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shifts.map((shift) => (
            <Table.Tr key={shift.id}>
              <Table.Td>{shiftTimeOf(shift.startsAt, shift.endsAt)}</Table.Td>
              <Table.Td>{shift.title}</Table.Td>
              <Table.Td>{shift.areaName}</Table.Td>
              <Table.Td>
                {shift.status === 'booked' || shift.status === 'confirmed'
                  ? t(`workers.shiftStatuses.${shift.status}`)
                  : shift.status}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ConfirmedAreas({ areas }: { areas: WorkerActivity['confirmedAreas'] }) {
  const { t } = useTranslation();
  if (areas.length === 0) {
    return <Text>{t('workers.detail.areas.empty')}</Text>;
  }
  return (
    <Table striped aria-label={t('workers.detail.areas.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('workers.detail.areas.area')}</Table.Th>
          <Table.Th scope="col">{t('workers.detail.areas.city')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('workers.detail.areas.count')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {areas.map((area) => (
          <Table.Tr key={area.id}>
            <Table.Td>{area.name}</Table.Td>
            <Table.Td>{area.city ?? t('workers.notSet')}</Table.Td>
            <Table.Td ta="right">{area.confirmedShifts}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function History({ entries }: { entries: WorkerActivity['history'] }) {
  const { t } = useTranslation();
  if (entries.length === 0) {
    return <Text>{t('workers.detail.history.empty')}</Text>;
  }
  const eventOf = (entry: WorkerActivity['history'][number]) => {
    const action = (knownActions as readonly string[]).includes(entry.action)
      ? t(`workers.detail.history.actions.${entry.action as (typeof knownActions)[number]}`)
      : `${entry.subject}: ${entry.action}`;
    const fields = [
      ...new Set(
        entry.fields.map((field) =>
          field in fieldLabelKeys
            ? t(`workers.fields.${fieldLabelKeys[field as keyof typeof fieldLabelKeys]}`)
            : field,
        ),
      ),
    ];
    return fields.length > 0
      ? `${action}. ${t('workers.detail.history.changedFields', { fields: fields.join(', ') })}`
      : action;
  };
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label={t('workers.detail.history.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('workers.detail.history.at')}</Table.Th>
            <Table.Th scope="col">{t('workers.detail.history.event')}</Table.Th>
            <Table.Th scope="col">{t('workers.detail.history.actor')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.at)}</Table.Td>
              <Table.Td>{eventOf(entry)}</Table.Td>
              <Table.Td>{entry.actorName ?? t('workers.detail.history.system')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The worker's shifts: upcoming booked shifts (by end) and the areas where it has confirmed shifts. */
export function WorkerShiftsSections({ accountId, workerId }: { accountId: string; workerId: string }) {
  const { t } = useTranslation();
  const activity = useWorkerActivity(accountId, workerId);

  if (activity.isPending || activity.isError) {
    return <QueryState query={activity} errorTitle={t('workers.detail.loadError')} />;
  }
  return (
    <>
      <PanelSection title={t('workers.detail.upcoming.title')}>
        <UpcomingShifts shifts={activity.data.upcomingShifts} />
      </PanelSection>
      <PanelSection title={t('workers.detail.areas.title')}>
        <ConfirmedAreas areas={activity.data.confirmedAreas} />
      </PanelSection>
    </>
  );
}

/** Who changed the worker's details and when (the same activity answer as the shifts). */
export function WorkerHistorySection({ accountId, workerId }: { accountId: string; workerId: string }) {
  const { t } = useTranslation();
  const activity = useWorkerActivity(accountId, workerId);

  if (activity.isPending || activity.isError) {
    return <QueryState query={activity} errorTitle={t('workers.detail.loadError')} />;
  }
  return (
    <PanelSection title={t('workers.detail.history.title')}>
      <History entries={activity.data.history} />
    </PanelSection>
  );
}
