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
    {
      id: '50000000-0000-4000-8000-000000000003',
      areaId: areas[1]?.id ?? '',
      title: 'Aamuvuoro',
      startsAt: '2026-11-24T05:00:00.000Z',
      endsAt: '2026-11-24T13:00:00.000Z',
      displayState: 'Verified',
      assigneeName: 'Liisa Lähihoitaja',
      reservationCount: 0,
      boosted: false,
    },
  ],
};

describe('calendar answer on the wire', () => {
  it('names each area and each text once and sends the shifts by column, pointing at them by index', () => {
    const wire = encodeCalendarShifts(calendar);
    expect(wire.areas).toEqual(areas);
    expect(wire.truncated).toBe(true);
    expect(wire.texts).toEqual(['Aamuvuoro', 'Verified', 'Liisa Lähihoitaja', 'Yövuoro', 'Booked']);
    expect(wire.shifts).toEqual({
      id: [
        '50000000-0000-4000-8000-000000000001',
        '50000000-0000-4000-8000-000000000002',
        '50000000-0000-4000-8000-000000000003',
      ],
      area: [1, 0, 1],
      title: [0, 3, 0],
      // 2026-11-23T05:00Z, 19:00Z and 2026-11-24T05:00Z as Unix seconds.
      startsAt: [1795410000, 1795460400, 1795496400],
      endsAt: [1795438800, 1795496400, 1795525200],
      displayState: [1, 4, 1],
      assigneeName: [2, null, 2],
      reservationCount: [0, 2, 0],
      boosted: [true, false, false],
    });
    expect(calendarShiftsSchema.parse(JSON.parse(JSON.stringify(wire)))).toEqual(wire);
  });

  it('is a third of the bytes of one object per shift for a month of repeating titles and names', () => {
    const month: CalendarShifts = {
      areas,
      truncated: false,
      items: Array.from({ length: 1500 }, (_, index) => ({
        id: `50000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        areaId: areas[index % 2]?.id ?? '',
        title: `Lähihoitaja, Palvelukoti Vaahtera ${index % 40}`,
        startsAt: new Date(Date.UTC(2026, 10, 1 + (index % 30), 5)).toISOString(),
        endsAt: new Date(Date.UTC(2026, 10, 1 + (index % 30), 13)).toISOString(),
        displayState: index % 3 === 0 ? 'Open' : 'Verified',
        assigneeName: index % 3 === 0 ? null : `Työntekijä ${index % 60}`,
        reservationCount: index % 4,
        boosted: index % 50 === 0,
      })),
    };
    const wireBytes = JSON.stringify(encodeCalendarShifts(month)).length;
    const objectBytes = JSON.stringify(month.items).length;
    expect(wireBytes).toBeLessThan(objectBytes / 3);
    expect(decodeCalendarShifts(encodeCalendarShifts(month))).toEqual(month);
  });

  it('decodes to the same shifts, fields and areas, in the same order', () => {
    expect(decodeCalendarShifts(encodeCalendarShifts(calendar))).toEqual(calendar);
    expect(decodeCalendarShifts(encodeCalendarShifts({ items: [], areas: [], truncated: false }))).toEqual({
      items: [],
      areas: [],
      truncated: false,
    });
  });

  it('refuses an area or a text the answer does not list, both ways', () => {
    const wire = encodeCalendarShifts(calendar);
    expect(() => decodeCalendarShifts({ ...wire, areas: [areas[0] ?? { id: '', name: '' }] })).toThrow(
      /names area 1 of 1/,
    );
    expect(() => decodeCalendarShifts({ ...wire, texts: wire.texts.slice(0, 4) })).toThrow(
      /names text 4 of 4 as its state/,
    );
    expect(() => encodeCalendarShifts({ ...calendar, areas: [] })).toThrow(/does not list/);
  });

  it('refuses a state that is not a display state', () => {
    const wire = encodeCalendarShifts(calendar);
    const lost = { ...wire, shifts: { ...wire.shifts, displayState: [0, 4, 1] } };
    expect(() => decodeCalendarShifts(lost)).toThrow(/unknown state Aamuvuoro/);
  });

  it('the schema refuses columns of different lengths, negative indexes or instants that are not whole seconds', () => {
    const wire = encodeCalendarShifts(calendar);
    const short = { ...wire, shifts: { ...wire.shifts, boosted: [true] } };
    expect(calendarShiftsSchema.safeParse(short).success).toBe(false);
    const negative = { ...wire, shifts: { ...wire.shifts, title: [0, -1, 0] } };
    expect(calendarShiftsSchema.safeParse(negative).success).toBe(false);
    const iso = { ...wire, shifts: { ...wire.shifts, startsAt: ['2026-11-23T05:00:00.000Z', 1, 2] } };
    expect(calendarShiftsSchema.safeParse(iso).success).toBe(false);
    const fraction = { ...wire, shifts: { ...wire.shifts, endsAt: [1795438800.5, 1, 2] } };
    expect(calendarShiftsSchema.safeParse(fraction).success).toBe(false);
  });
});
