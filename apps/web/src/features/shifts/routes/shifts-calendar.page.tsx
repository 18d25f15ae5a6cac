import { Alert, Stack, Text } from '@mantine/core';
import { calendarShiftLimit } from '@portal/domain/shared';
import type { CalendarArea } from '@portal/domain/shifts';
import { type ComponentType, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { type CalendarRange, useCalendarShifts } from '../api/get-calendar-shifts';
import { CalendarFilters } from '../components/calendar-filters';
import { CalendarLegend } from '../components/calendar-legend';
import { LoadingNote } from '../components/loading-note';
import { ShiftDetailDrawer, type ShiftDetailDrawerProps } from '../components/shift-detail-drawer';
import { ShiftsCalendar, type VisibleRange } from '../components/shifts-calendar';
import { useCalendarParams } from '../components/use-calendar-params';

const noAreas: readonly CalendarArea[] = [];

type ShiftDetailComponent = ComponentType<Omit<ShiftDetailDrawerProps, 'inviteAction'>>;

/**
 * /apps/shifts-&-gigs/shifts-calendar: the account's shifts by month, week, day or as a list. The route may
 * hand in the drawer composed with other features' actions (invitations); the plain drawer otherwise.
 */
export function ShiftsCalendarPage({
  ShiftDetail = ShiftDetailDrawer,
}: {
  ShiftDetail?: ShiftDetailComponent;
}) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack gap="md">
      <PageTitle>{t('shifts.calendar.title')}</PageTitle>
      {accountId ? (
        <ShiftsCalendarView key={accountId} accountId={accountId} ShiftDetail={ShiftDetail} />
      ) : (
        <Text>{t('shifts.noAccount')}</Text>
      )}
    </Stack>
  );
}

function ShiftsCalendarView({
  accountId,
  ShiftDetail,
}: {
  accountId: string;
  ShiftDetail: ShiftDetailComponent;
}) {
  const { t } = useTranslation();
  const { params, update } = useCalendarParams();
  const [visible, setVisible] = useState<{ from: string; to: string } | null>(null);
  const range: CalendarRange | null = visible ? { ...visible, areaId: params.areaId ?? undefined } : null;
  const shifts = useCalendarShifts(accountId, range);

  // `params.states` is a new array on every render (parsed from the address): keyed by its text, the
  // filtered list and so FullCalendar's 1,500 events are rebuilt only when the data or the filter change,
  // not when the drawer opens or closes.
  const statesKey = params.states.join(',');
  const shown = useMemo(() => {
    const items = shifts.data?.items ?? [];
    const states = statesKey.split(',');
    return statesKey === '' ? items : items.filter((shift) => states.includes(shift.displayState));
  }, [shifts.data, statesKey]);

  const onRangeChange = (next: VisibleRange) => {
    setVisible((current) => (current?.from === next.from && current.to === next.to ? current : next));
    if (next.view !== params.view || next.date !== params.date) {
      update({ view: next.view, date: next.date }, { replace: params.date === null });
    }
  };

  return (
    <>
      <CalendarFilters
        accountId={accountId}
        areaId={params.areaId}
        states={params.states}
        onAreaChange={(areaId) => update({ areaId })}
        onStatesChange={(states) => update({ states })}
        onClear={() => update({ areaId: null, states: [] })}
      />
      <CalendarLegend />
      {shifts.isError && (
        <Alert color="red" role="alert">
          {t('shifts.calendar.loadError')}: {t(errorMessageKey(shifts.error))}
        </Alert>
      )}
      {shifts.data?.truncated && (
        <Alert color="yellow" role="status">
          {t('shifts.calendar.truncated', { count: calendarShiftLimit })}
        </Alert>
      )}
      {shifts.isFetching && <LoadingNote />}
      <ShiftsCalendar
        shifts={shown}
        areas={shifts.data?.areas ?? noAreas}
        view={params.view}
        date={params.date}
        onRangeChange={onRangeChange}
        onShiftClick={(shiftId) => update({ shiftId })}
      />
      <ShiftDetail
        accountId={accountId}
        shiftId={params.shiftId}
        opened={params.shiftId !== null}
        onClose={() => update({ shiftId: null })}
      />
    </>
  );
}
