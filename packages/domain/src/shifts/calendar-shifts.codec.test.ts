import { describe, expect, it } from 'vitest';
import { decodeCalendarShifts, encodeCalendarShifts } from './calendar-shifts.codec';
import { type CalendarShifts, calendarShiftsSchema } from './shifts';

const areas = [
  { id: '30000000-0000-4000-8000-000000000001', name: 'Hervannan palvelukoti' },
  { id: '30000000-0000-4000-8000-000000000002', name: 'Koivulan kotihoito' },
];

const calendar: CalendarShifts = {
  areas,
  truncated: true,
  items: [
    {
      id: '50000000-0000-4000-8000-000000000001',
      areaId: areas[1]?.id ?? '',
      title: 'Aamuvuoro',
      startsAt: '2026-11-23T05:00:00.000Z',
      endsAt: '2026-11-23T13:00:00.000Z',
      displayState: 'Verified',
      assigneeName: 'Liisa Lähihoitaja',
      reservationCount: 0,
      boosted: true,
    },
    {
      id: '50000000-0000-4000-8000-000000000002',
      areaId: areas[0]?.id ?? '',
      title: 'Yövuoro',
      startsAt: '2026-11-23T19:00:00.000Z',
      endsAt: '2026-11-24T05:00:00.000Z',
      displayState: 'Booked',
      assigneeName: null,
      reservationCount: 2,
      boosted: false,
    },
  ],
};

describe('calendar answer on the wire', () => {
  it('names each area once and sends the shifts by column, each pointing at its area by index', () => {
    const wire = encodeCalendarShifts(calendar);
    expect(wire.areas).toEqual(areas);
    expect(wire.truncated).toBe(true);
    expect(wire.shifts).toEqual({
      id: ['50000000-0000-4000-8000-000000000001', '50000000-0000-4000-8000-000000000002'],
      area: [1, 0],
      title: ['Aamuvuoro', 'Yövuoro'],
      startsAt: ['2026-11-23T05:00:00.000Z', '2026-11-23T19:00:00.000Z'],
      endsAt: ['2026-11-23T13:00:00.000Z', '2026-11-24T05:00:00.000Z'],
      displayState: ['Verified', 'Booked'],
      assigneeName: ['Liisa Lähihoitaja', null],
      reservationCount: [0, 2],
      boosted: [true, false],
    });
    expect(calendarShiftsSchema.parse(JSON.parse(JSON.stringify(wire)))).toEqual(wire);
  });

  it('decodes to the same shifts, fields and areas, in the same order', () => {
    expect(decodeCalendarShifts(encodeCalendarShifts(calendar))).toEqual(calendar);
    expect(decodeCalendarShifts(encodeCalendarShifts({ items: [], areas: [], truncated: false }))).toEqual({
      items: [],
      areas: [],
      truncated: false,
    });
  });

  it('refuses an area the answer does not list, both ways', () => {
    const wire = encodeCalendarShifts(calendar);
    expect(() => decodeCalendarShifts({ ...wire, areas: [areas[0] ?? { id: '', name: '' }] })).toThrow(
      /names area 1 of 1/,
    );
    expect(() => encodeCalendarShifts({ ...calendar, areas: [] })).toThrow(/does not list/);
  });

  it('the schema refuses columns of different lengths or an unknown state', () => {
    const wire = encodeCalendarShifts(calendar);
    const short = { ...wire, shifts: { ...wire.shifts, boosted: [true] } };
    expect(calendarShiftsSchema.safeParse(short).success).toBe(false);
    const unknownState = { ...wire, shifts: { ...wire.shifts, displayState: ['Verified', 'Lost'] } };
    expect(calendarShiftsSchema.safeParse(unknownState).success).toBe(false);
  });
});
