import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './shifts-calendar.css';
import FullCalendar, {
  type CalendarApi,
  type DatesSetInfo,
  type EventClickInfo,
  type EventDisplayInfo,
  type EventInput,
} from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import listPlugin from '@fullcalendar/react/list';
import deLocale from '@fullcalendar/react/locales/de';
import enLocale from '@fullcalendar/react/locales/en-gb';
import fiLocale from '@fullcalendar/react/locales/fi';
import frLocale from '@fullcalendar/react/locales/fr';
import ptLocale from '@fullcalendar/react/locales/pt';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { Box } from '@mantine/core';
import { formatDate, formatTime, helsinkiDayKey, helsinkiDayStart, timeZone } from '@portal/domain/shared';
import type { CalendarArea, CalendarShift } from '@portal/domain/shifts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shiftStateStyles } from '@/components/shift-state-style';
import { calendarScrollTime } from './calendar-scroll-time';
import { DayShiftsDialog } from './day-shifts-dialog';
import { overflowBox, shiftBox } from './event-content';
import { type MonthDayOverflow, splitMonthDays } from './month-days';
import { type CalendarView, calendarViewOf, fullCalendarViewOf } from './use-calendar-params';

const localeOf = { fi: fiLocale, en: enLocale, de: deLocale, fr: frLocale, pt: ptLocale } as const;

export type VisibleRange = { from: string; to: string; view: CalendarView; date: string };

type Props = {
  shifts: readonly CalendarShift[];
  /** The areas of `shifts`, each named once. */
  areas: readonly CalendarArea[];
  view: CalendarView;
  /** A day of the period to show (YYYY-MM-DD, Helsinki); null for today. */
  date: string | null;
  onRangeChange: (range: VisibleRange) => void;
  onShiftClick: (shiftId: string) => void;
};

function shiftEvent(shift: CalendarShift): EventInput {
  return {
    id: shift.id,
    title: shift.title,
    start: shift.startsAt,
    end: shift.endsAt,
    color: shiftStateStyles[shift.displayState].background,
    contrastColor: shiftStateStyles[shift.displayState].text,
    extendedProps: { shift, order: 0 },
  };
}

/** A month-view day's "+N more" link, drawn as the last entry of its cell (`order` 1 sorts after shifts). */
function overflowEvent(overflow: MonthDayOverflow): EventInput {
  return {
    id: `more:${overflow.day}`,
    start: overflow.day,
    allDay: true,
    color: 'transparent',
    extendedProps: { overflow, order: 1 },
  };
}

function sameAsButtonText(buttonText: string): string {
  return buttonText;
}

/**
 * The day the user is on (YYYY-MM-DD, Helsinki), to keep in the address: the calendar's own current date,
 * which a change of view keeps (month -> week -> day -> month returns to the same month) and prev/next move
 * to the start of the new period. The period's first day would not do: the week of the 1st starts in the
 * month before, and its month view would be the wrong one.
 */
function chosenDayOf(info: DatesSetInfo): string {
  return helsinkiDayKey(info.view.calendar.getDate());
}

function sameRange(a: VisibleRange | null, b: VisibleRange): boolean {
  return a?.from === b.from && a.to === b.to && a.view === b.view && a.date === b.date;
}

const timeGridViews: readonly CalendarView[] = ['week', 'day'];

/**
 * FullCalendar in the app language, Helsinki time, weeks from Monday. Each shift is drawn in its display
 * state's colour and says its state in words; a click (or Enter) opens the shift.
 */
export function ShiftsCalendar({ shifts, areas, view, date, onRangeChange, onShiftClick }: Props) {
  const { t, i18n } = useTranslation();
  const calendarRef = useRef<{ getApi(): CalendarApi } | null>(null);
  const language = (i18n.language in localeOf ? i18n.language : 'fi') as keyof typeof localeOf;

  // The address can change without the calendar (back button, a shared link opened in the same tab).
  useEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) {
      return;
    }
    if (api.view.type !== fullCalendarViewOf[view]) {
      api.changeView(fullCalendarViewOf[view]);
    }
    if (date) {
      api.gotoDate(date);
    }
  }, [view, date]);

  const areaNames = useMemo(() => new Map(areas.map((area) => [area.id, area.name])), [areas]);

  // FullCalendar redraws every event when a render hook changes identity: the hooks stay the same function
  // and read the latest props through a ref.
  const latest = useRef({ onRangeChange, onShiftClick });
  latest.current = { onRangeChange, onShiftClick };
  // FullCalendar reports its first range while it mounts, before the page's router hooks are ready: a
  // navigation then is dropped with React Router's "call navigate() in a React.useEffect()" warning. The
  // range goes through state and reaches the page from an effect, after the whole tree has mounted.
  const [range, setRange] = useState<VisibleRange | null>(null);
  const datesSet = useCallback((info: DatesSetInfo) => {
    const next: VisibleRange = {
      from: info.start.toISOString(),
      to: info.end.toISOString(),
      view: calendarViewOf(info.view.type),
      date: chosenDayOf(info),
    };
    setRange((current) => (sameRange(current, next) ? current : next));
  }, []);
  useEffect(() => {
    if (range) {
      latest.current.onRangeChange(range);
    }
  }, [range]);
  const [openOverflow, setOpenOverflow] = useState<MonthDayOverflow | null>(null);
  const eventClick = useCallback((info: EventClickInfo) => {
    info.jsEvent.preventDefault();
    const overflow = info.event.extendedProps.overflow as MonthDayOverflow | undefined;
    if (overflow) {
      setOpenOverflow(overflow);
    } else {
      latest.current.onShiftClick(info.event.id);
    }
  }, []);
  const eventContent = useCallback(
    (info: EventDisplayInfo) => {
      const overflow = info.event.extendedProps.overflow as MonthDayOverflow | undefined;
      if (overflow) {
        const label = t('shifts.calendar.moreHint', {
          date: formatDate(helsinkiDayStart(overflow.day)),
          total: overflow.shifts.length,
        });
        return { domNodes: [overflowBox(t('shifts.calendar.more', { hidden: overflow.hidden }), label)] };
      }
      const shift = info.event.extendedProps.shift as CalendarShift;
      // The same words as useShiftStateLabel(), read through `t`: that hook's function is new every render.
      const state = t(`shiftStates.${shift.displayState}`);
      const time = `${formatTime(shift.startsAt)}–${formatTime(shift.endsAt)}`;
      const label = t('shifts.calendar.eventLabel', {
        state,
        title: shift.title,
        time,
        area: areaNames.get(shift.areaId) ?? '',
      });
      const detail = [
        shift.assigneeName ?? t('shifts.calendar.unassigned'),
        shift.reservationCount > 0 && shift.assigneeName === null
          ? t('shifts.calendar.reservations', { count: shift.reservationCount })
          : null,
        shift.boosted ? t('shifts.calendar.boosted') : null,
      ]
        .filter(Boolean)
        .join(' · ');
      return {
        domNodes: [
          shiftBox({
            label,
            style: shiftStateStyles[shift.displayState],
            state,
            heading: `${time} ${shift.title}`,
            detail,
          }),
        ],
      };
    },
    [t, areaNames],
  );

  // Month view gets only what it draws (see splitMonthDays); the other views show every shift.
  const isMonth = view === 'month';
  const events = useMemo<EventInput[]>(() => {
    if (!isMonth) {
      return shifts.map(shiftEvent);
    }
    const { drawn, overflows } = splitMonthDays(shifts);
    return [...drawn.map(shiftEvent), ...overflows.map(overflowEvent)];
  }, [shifts, isMonth]);

  // The week and day views scroll inside a frame, opened at the first shift of the range (or 06:00), not
  // at midnight: FullCalendar scrolls there on a new range (scrollTimeReset), the effect when the range's
  // shifts arrive and move it.
  const shownView = range?.view ?? view;
  const isTimeGrid = timeGridViews.includes(shownView);
  const scrollTime = useMemo(() => calendarScrollTime(shifts, range?.from ?? null), [shifts, range]);
  useEffect(() => {
    if (isTimeGrid) {
      calendarRef.current?.getApi().scrollToTime(scrollTime);
    }
  }, [isTimeGrid, scrollTime]);

  return (
    // The palette is Mantine's, light or dark (shifts-calendar.css).
    <Box aria-label={t('shifts.calendar.label')} role="region" className="portal-calendar">
      <FullCalendar
        ref={calendarRef as never}
        plugins={[classicThemePlugin, dayGridPlugin, timeGridPlugin, listPlugin]}
        initialView={fullCalendarViewOf[view]}
        {...(date ? { initialDate: date } : {})}
        timeZone={timeZone}
        locale={localeOf[language]}
        firstDay={1}
        headerToolbar={{
          start: 'prev,next today',
          center: 'title',
          end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
        }}
        prevText={t('shifts.calendar.views.previous')}
        nextText={t('shifts.calendar.views.next')}
        todayText={t('shifts.calendar.views.today')}
        monthText={t('shifts.calendar.views.month')}
        weekTextLong={t('shifts.calendar.views.week')}
        dayText={t('shifts.calendar.views.day')}
        listText={t('shifts.calendar.views.list')}
        // The screen-reader name of the week and day views' timed section (FullCalendar's fi locale has none).
        timedText={t('shifts.calendar.views.timed')}
        // The buttons are named by the words they show: FullCalendar's own hints ("This Month" on a button
        // reading "Today", "Vorheriger Monat" on "Zurück") differ from our texts, and a name that does not
        // contain the visible text fails voice control and axe.
        todayHint={t('shifts.calendar.views.today')}
        prevHint={t('shifts.calendar.views.previous')}
        nextHint={t('shifts.calendar.views.next')}
        viewHint={sameAsButtonText}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventDisplay="block"
        eventOrder="order,start,-duration,title"
        // A night shift (22-07) stays in its start day's cell, where its day's count has it.
        nextDayThreshold="09:00:00"
        // The month view asks for its own month only: the padding days of the grid would take a share of
        // the 1,500 shifts a range may have, and a full month would lose its last days.
        showNonCurrentDates={false}
        height={isTimeGrid ? '75vh' : 'auto'}
        scrollTime={scrollTime}
        events={events}
        eventInteractive
        datesSet={datesSet}
        eventClick={eventClick}
        eventContent={eventContent}
      />
      <DayShiftsDialog
        overflow={openOverflow}
        areaNames={areaNames}
        onShiftClick={(shiftId) => {
          setOpenOverflow(null);
          onShiftClick(shiftId);
        }}
        onOpenDayView={(day) => {
          setOpenOverflow(null);
          calendarRef.current?.getApi().changeView(fullCalendarViewOf.day, day);
        }}
        onClose={() => setOpenOverflow(null)}
      />
    </Box>
  );
}
