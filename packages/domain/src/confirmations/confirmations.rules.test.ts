import { listConfirmationsQuerySchema } from './confirmations.inputs';
import {
  confirmationStateOf,
  dayRangeOf,
  isConfirmation,
  paidHoursOf,
  workedHoursOf,
} from './confirmations.rules';

const settings = { unpaidTime: 30, minHoursWithBreak: 6 };

describe('confirmation state', () => {
  it('lists confirmed and verified shifts only', () => {
    expect(isConfirmation('confirmed')).toBe(true);
    expect(isConfirmation('verified')).toBe(true);
    for (const status of ['draft', 'open', 'booked', 'expired', 'deleted'] as const) {
      expect(isConfirmation(status)).toBe(false);
    }
  });

  it('is awaiting inspection once a confirmed shift was sent to the customer, verified once verified', () => {
    expect(confirmationStateOf({ status: 'confirmed', inspectionSentAt: null })).toBe('confirmed');
    expect(confirmationStateOf({ status: 'confirmed', inspectionSentAt: '2026-11-20T10:00:00Z' })).toBe(
      'awaiting_inspection',
    );
    expect(confirmationStateOf({ status: 'verified', inspectionSentAt: '2026-11-20T10:00:00Z' })).toBe(
      'verified',
    );
  });
});

describe('paid hours', () => {
  const planned = { startsAt: '2026-11-20T05:00:00Z', endsAt: '2026-11-20T13:00:00Z' };

  it('uses the actual times and deducts the break entered at completion', () => {
    expect(
      paidHoursOf(
        {
          ...planned,
          actualStartsAt: '2026-11-20T05:00:00Z',
          actualEndsAt: '2026-11-20T14:00:00Z',
          breakMinutes: 45,
        },
        settings,
      ),
    ).toBe(8.25);
  });

  it('falls back to the planned times and the account break', () => {
    expect(
      paidHoursOf({ ...planned, actualStartsAt: null, actualEndsAt: null, breakMinutes: null }, settings),
    ).toBe(7.5);
  });

  it('pays a short shift in full, whatever the break', () => {
    expect(
      paidHoursOf(
        {
          ...planned,
          actualStartsAt: '2026-11-20T05:00:00Z',
          actualEndsAt: '2026-11-20T10:00:00Z',
          breakMinutes: 30,
        },
        settings,
      ),
    ).toBe(5);
  });

  it('counts real hours across the autumn DST night (one hour longer on the wall clock)', () => {
    // 25.10.2026 22:00 (UTC+3) to 26.10. 07:00 (UTC+2) in Helsinki: 10 real hours.
    expect(workedHoursOf('2026-10-24T19:00:00Z', '2026-10-25T05:00:00Z')).toBe(10);
    expect(
      paidHoursOf(
        {
          startsAt: '2026-10-24T19:00:00Z',
          endsAt: '2026-10-25T05:00:00Z',
          actualStartsAt: null,
          actualEndsAt: null,
          breakMinutes: 0,
        },
        settings,
      ),
    ).toBe(10);
  });
});

describe('day range filter', () => {
  it('covers whole Helsinki days, both ends included', () => {
    const range = dayRangeOf({ from: '2026-11-01', to: '2026-11-30' });
    expect(range.from?.toISOString()).toBe('2026-10-31T22:00:00.000Z');
    expect(range.to?.toISOString()).toBe('2026-11-30T22:00:00.000Z');
    expect(dayRangeOf({})).toEqual({ from: null, to: null });
  });

  it('refuses a range that ends before it starts, and days that do not exist', () => {
    expect(listConfirmationsQuerySchema.safeParse({ from: '2026-11-02', to: '2026-11-01' }).success).toBe(
      false,
    );
    expect(listConfirmationsQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(listConfirmationsQuerySchema.parse({ from: '2026-11-01', to: '2026-11-01' })).toMatchObject({
      sort: 'start_desc',
      page: 1,
      perPage: 10,
    });
  });
});
