import { type ShiftDisplayState, shiftDisplayStates } from '@portal/domain/shifts';
import { useCallback } from 'react';
import { usePageSearchParams } from '@/hooks/use-page-search-params';

export const calendarViews = ['month', 'week', 'day', 'list'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** FullCalendar's view of each of ours. */
export const fullCalendarViewOf: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  list: 'listWeek',
};

export function calendarViewOf(fullCalendarView: string): CalendarView {
  return calendarViews.find((view) => fullCalendarViewOf[view] === fullCalendarView) ?? 'month';
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CalendarParams = {
  view: CalendarView;
  /** A Helsinki day inside the shown period (YYYY-MM-DD); null for today. */
  date: string | null;
  areaId: string | null;
  /** The display states shown; empty shows every state. */
  states: ShiftDisplayState[];
  /** The shift open in the drawer. */
  shiftId: string | null;
};

/**
 * The calendar keeps its view, date, filters and open shift in the address (?view=week&date=2026-11-23
 * &area=...&states=Open,Booked&shift=...), so a reload or a shared link shows the same thing. Values that
 * do not parse are ignored.
 */
export function useCalendarParams() {
  const [searchParams, setSearchParams] = usePageSearchParams();
  const view = searchParams.get('view');
  const date = searchParams.get('date');
  const areaId = searchParams.get('area');
  const shiftId = searchParams.get('shift');
  const params: CalendarParams = {
    view: calendarViews.includes(view as CalendarView) ? (view as CalendarView) : 'month',
    date: date && dayPattern.test(date) ? date : null,
    areaId: areaId && uuidPattern.test(areaId) ? areaId : null,
    states: (searchParams.get('states') ?? '')
      .split(',')
      .filter((state): state is ShiftDisplayState =>
        (shiftDisplayStates as readonly string[]).includes(state),
      ),
    shiftId: shiftId && uuidPattern.test(shiftId) ? shiftId : null,
  };

  const update = useCallback(
    (changes: Partial<CalendarParams>, options: { replace?: boolean } = {}) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string | null) => {
            if (value) {
              next.set(key, value);
            } else {
              next.delete(key);
            }
          };
          if ('view' in changes) {
            set('view', changes.view === 'month' ? null : (changes.view ?? null));
          }
          if ('date' in changes) {
            set('date', changes.date ?? null);
          }
          if ('areaId' in changes) {
            set('area', changes.areaId ?? null);
          }
          if ('states' in changes) {
            set('states', (changes.states ?? []).join(','));
          }
          if ('shiftId' in changes) {
            set('shift', changes.shiftId ?? null);
          }
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setSearchParams],
  );

  return { params, update };
}
