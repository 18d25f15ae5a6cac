import { Alert, Loader, Stack, Text } from '@mantine/core';
import { calendarShiftLimit } from '@portal/domain/shared/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { type CalendarRange, useCalendarShifts } from '../api/get-calendar-shifts';
import { CalendarFilters } from '../components/calendar-filters';
import { CalendarLegend } from '../components/calendar-legend';
import { ShiftDetailDrawer } from '../components/shift-detail-drawer';
import { ShiftsCalendar, type VisibleRange } from '../components/shifts-calendar';
import { useCalendarParams } from '../components/use-calendar-params';

/** /apps/shifts-&-gigs/shifts-calendar: the account's shifts by month, week, day or as a list. */
export function ShiftsCalendarPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack gap="md">
      <PageTitle>{t('shifts.calendar.title')}</PageTitle>
      {accountId ? (
        <ShiftsCalendarView key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('shifts.noAccount')}</Text>
      )}
    </Stack>
  );
}

function ShiftsCalendarView({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const { params, update } = useCalendarParams();
  const [visible, setVisible] = useState<{ from: string; to: string } | null>(null);
  const range: CalendarRange | null = visible ? { ...visible, areaId: params.areaId ?? undefined } : null;
  const shifts = useCalendarShifts(accountId, range);

  const shown = useMemo(() => {
    const items = shifts.data?.items ?? [];
    return params.states.length === 0
      ? items
      : items.filter((shift) => params.states.includes(shift.displayState));
  }, [shifts.data, params.states]);

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
      {shifts.isFetching && <Loader size="sm" aria-label={t('common.loading')} />}
      <ShiftsCalendar
        shifts={shown}
        view={params.view}
        date={params.date}
        onRangeChange={onRangeChange}
        onShiftClick={(shiftId) => update({ shiftId })}
      />
      <ShiftDetailDrawer
        accountId={accountId}
        shiftId={params.shiftId}
        opened={params.shiftId !== null}
        onClose={() => update({ shiftId: null })}
      />
    </>
  );
}
