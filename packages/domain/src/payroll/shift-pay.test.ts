import type { RateEntry } from '../customer-contracts/customer-contracts';
import { helsinkiInstant } from '../shared/helsinki-time';
import { describeUnpaid, type PayableShift, type PayContract, payShift } from './shift-pay';

const at = (dayKey: string, time: string) => helsinkiInstant(dayKey, time);
const rule = { unpaidTime: 30, minHoursWithBreak: 6 };

// Wages in cents an hour: every role, and a lähihoitaja's own base wage.
const wages: RateEntry[] = [
  { careRole: null, kind: 'base', cents: 1800 },
  { careRole: null, kind: 'evening', cents: 2070 },
  { careRole: null, kind: 'night', cents: 2520 },
  { careRole: null, kind: 'saturday', cents: 2160 },
  { careRole: null, kind: 'sunday', cents: 3600 },
  { careRole: 'lähihoitaja', kind: 'base', cents: 2000 },
];
const contract: PayContract = {
  collectiveAgreement: 'sote',
  validFrom: '2025-01-01',
  validTo: null,
  versions: [{ validFrom: '2025-01-01', prices: [], wages }],
};

function shiftOf(startsAt: Date, endsAt: Date, overrides: Partial<PayableShift> = {}): PayableShift {
  return {
    startsAt,
    endsAt,
    actualStartsAt: null,
    actualEndsAt: null,
    breakMinutes: null,
    careRole: null,
    kilometres: null,
    workDayType: 'work_day',
    ...overrides,
  };
}

describe('the pay lines of a verified shift', () => {
  it('pays a weekday evening shift by kind, the role’s own base wage first, rounding each line half up', () => {
    // Wed 25.11.2026 14–22 (SOTE): 240 base + 240 evening minutes; 480 > 6 h, so the 30 min break is taken,
    // 15 from each kind: base 225 min x 20,00 €/h = 75,00 €; evening (no lähihoitaja entry, so the
    // every-role 20,70 €/h) 225 x 2070 / 60 = 7762,5 cents -> 77,63 €. Total 152,63 €.
    const pay = payShift(
      shiftOf(at('2026-11-25', '14:00'), at('2026-11-25', '22:00'), { careRole: 'lähihoitaja' }),
      contract,
      rule,
    );
    expect(pay).toEqual({
      paid: true,
      dayKey: '2026-11-25',
      paidMinutes: 450,
      breakMinutes: 30,
      lines: [
        { kind: 'base', minutes: 225, unitCents: 2000, baseUnitCents: 2000, grossCents: 7500 },
        { kind: 'evening', minutes: 225, unitCents: 2070, baseUnitCents: 2000, grossCents: 7763 },
      ],
      grossCents: 15_263,
    });
  });

  it('pays a night over the October DST change as ten real hours at the Sunday wage, with kilometres', () => {
    // Sat 24.10.2026 22:00 (+03:00) to Sun 07:00 (+02:00) = 600 real minutes, all Sunday rate in SOTE
    // (Saturday from 18:00, then Sunday). Break 30: 570 min x 36,00 €/h = 342,00 €. 12,5 km at the 2026
    // tax-exempt 0,55 €/km = 6,875 € -> 6,88 €. Total 348,88 €.
    const pay = payShift(
      shiftOf(at('2026-10-24', '22:00'), at('2026-10-25', '07:00'), { kilometres: 12.5 }),
      contract,
      rule,
    );
    expect(pay).toMatchObject({
      paid: true,
      paidMinutes: 570,
      lines: [
        { kind: 'sunday', minutes: 570, unitCents: 3600, baseUnitCents: 1800, grossCents: 34_200 },
        { kind: 'kilometreAllowance', kilometreHundredths: 1250, unitCents: 55, grossCents: 688 },
      ],
      grossCents: 34_888,
    });
  });

  it('pays a Saturday evening into Sunday by the Saturday and Sunday wages', () => {
    // Sat 28.11.2026 14:00 to Sun 02:00 (SOTE): 14–18 Saturday (240), 18–02 Sunday rate (480). The entered
    // 45 min break is shared 15/30: Saturday 225 x 2160 / 60 = 8100; Sunday 450 x 3600 / 60 = 27000.
    const pay = payShift(
      shiftOf(at('2026-11-28', '14:00'), at('2026-11-29', '02:00'), { breakMinutes: 45 }),
      contract,
      rule,
    );
    expect(pay).toMatchObject({
      paid: true,
      lines: [
        { kind: 'saturday', minutes: 225, grossCents: 8100 },
        { kind: 'sunday', minutes: 450, grossCents: 27_000 },
      ],
      grossCents: 35_100,
    });
  });

  it('pays Christmas Eve at the Sunday wage until 18:00 (SOTE), then the evening wage', () => {
    // 24.12.2026 12–20: 360 Sunday-rate + 120 evening minutes. Break 30: 22,5 / 7,5 -> 22 + 7 and the last
    // minute to the stronger kind (Sunday): Sunday 337 x 3600 / 60 = 20220; evening 113 x 2070 / 60 =
    // 3898,5 -> 3899. Total 241,19 €.
    const pay = payShift(shiftOf(at('2026-12-24', '12:00'), at('2026-12-24', '20:00')), contract, rule);
    expect(pay).toMatchObject({
      lines: [
        { kind: 'evening', minutes: 113, grossCents: 3899 },
        { kind: 'sunday', minutes: 337, grossCents: 20_220 },
      ],
      grossCents: 24_119,
    });
  });

  it('pays Midsummer Eve at the Sunday wage all day under Y-SOSTES', () => {
    // Fri 19.6.2026 14–22: Y-SOSTES pays the eve at the Sunday rate 00–24: 480 - 30 = 450 x 3600 / 60 = 27000.
    const pay = payShift(
      shiftOf(at('2026-06-19', '14:00'), at('2026-06-19', '22:00')),
      {
        ...contract,
        collectiveAgreement: 'y-sostes',
      },
      rule,
    );
    expect(pay).toMatchObject({ lines: [{ kind: 'sunday', minutes: 450, grossCents: 27_000 }] });
  });

  it('pays the actual times where they were recorded', () => {
    // Planned 8–16, worked 8–12: 240 minutes, under the 6 h minimum so no break: 240 x 1800 / 60 = 7200.
    const pay = payShift(
      shiftOf(at('2026-11-25', '08:00'), at('2026-11-25', '16:00'), {
        actualStartsAt: at('2026-11-25', '08:00'),
        actualEndsAt: at('2026-11-25', '12:00'),
      }),
      contract,
      rule,
    );
    expect(pay).toMatchObject({ paidMinutes: 240, breakMinutes: 0, grossCents: 7200 });
  });

  it('adds a boost and a campaign raise as their own lines, a percentage taken of the hour lines only', () => {
    // The evening shift above (152,63 € of hours) with 4 km (2,20 €): a 5,00 € boost, and a 10 % campaign
    // raise of 152,63 € = 15,263 -> 15,26 €. Total 152,63 + 5,00 + 15,26 + 2,20 = 175,09 €.
    const pay = payShift(
      shiftOf(at('2026-11-25', '14:00'), at('2026-11-25', '22:00'), {
        careRole: 'lähihoitaja',
        kilometres: 4,
      }),
      contract,
      rule,
      [
        { kind: 'boost', cents: 500 },
        { kind: 'campaign', basisPoints: 1000 },
      ],
    );
    expect(pay).toMatchObject({
      lines: [
        { kind: 'base' },
        { kind: 'evening' },
        { kind: 'boost', basisPoints: null, grossCents: 500 },
        { kind: 'campaign', basisPoints: 1000, grossCents: 1526 },
        { kind: 'kilometreAllowance', kilometreHundredths: 400, unitCents: 55, grossCents: 220 },
      ],
      grossCents: 17_509,
    });
  });

  it('pays the kilometres at the rate of the shift’s year, and not at all in a year without one', () => {
    // 2025: 0,59 €/km x 10 km = 5,90 €.
    const in2025 = payShift(
      shiftOf(at('2025-11-26', '08:00'), at('2025-11-26', '12:00'), { kilometres: 10 }),
      contract,
      rule,
    );
    expect(in2025).toMatchObject({
      lines: [{ kind: 'base' }, { kind: 'kilometreAllowance', grossCents: 590 }],
    });
    const in2027 = payShift(
      shiftOf(at('2027-01-05', '08:00'), at('2027-01-05', '12:00'), { kilometres: 10 }),
      contract,
      rule,
    );
    expect(in2027).toEqual({
      paid: false,
      dayKey: '2027-01-05',
      reason: { code: 'noKilometreRate', year: 2027 },
    });
  });

  it('pays a supplement kind the contract names no wage for at the base wage plus the agreement’s rate', () => {
    const baseOnly: PayContract = {
      ...contract,
      versions: [
        { validFrom: '2025-01-01', prices: [], wages: wages.filter((entry) => entry.kind === 'base') },
      ],
    };
    // Wed 25.11.2026 22:00 – Thu 06:00 (SOTE): 480 night minutes, less the 30 min break = 450 minutes.
    // A lähihoitaja's own base is 20.00 €/h; SOTE night is +40 %: 28.00 €/h; 450 min × 28.00 €/h = 210.00 €.
    const pay = payShift(
      shiftOf(at('2026-11-25', '22:00'), at('2026-11-26', '06:00'), { careRole: 'lähihoitaja' }),
      baseOnly,
      rule,
    );
    expect(pay).toMatchObject({
      paid: true,
      lines: [{ kind: 'night', minutes: 450, unitCents: 2800, baseUnitCents: 2000, grossCents: 21_000 }],
    });
    // Sun 29.11.2026 8–12, every role's base 18.00 €/h, Sunday +100 %: 36.00 €/h × 4 h = 144.00 €.
    expect(
      payShift(shiftOf(at('2026-11-29', '08:00'), at('2026-11-29', '12:00')), baseOnly, rule),
    ).toMatchObject({
      paid: true,
      lines: [{ kind: 'sunday', minutes: 240, unitCents: 3600, grossCents: 14_400 }],
    });
  });

  it('leaves a shift unpaid, with the reason, when a kind it uses has no wage and no base to raise', () => {
    const noNight: PayContract = {
      ...contract,
      versions: [
        {
          validFrom: '2025-01-01',
          prices: [],
          wages: wages.filter((entry) => entry.kind !== 'night' && entry.kind !== 'base'),
        },
      ],
    };
    const pay = payShift(shiftOf(at('2026-11-25', '22:00'), at('2026-11-26', '06:00')), noNight, rule);
    expect(pay).toEqual({ paid: false, dayKey: '2026-11-25', reason: { code: 'noWage', kinds: ['night'] } });
    if (!pay.paid) {
      expect(describeUnpaid(pay.reason)).toBe('unpaid: no wage for night');
    }
    expect(payShift(shiftOf(at('2024-12-31', '08:00'), at('2024-12-31', '12:00')), contract, rule)).toEqual({
      paid: false,
      dayKey: '2024-12-31',
      reason: { code: 'noContractVersion', dayKey: '2024-12-31' },
    });
  });

  it('pays each work-day type by its own rule', () => {
    const planned = (workDayType: PayableShift['workDayType']) =>
      shiftOf(at('2026-11-28', '14:00'), at('2026-11-28', '22:00'), {
        careRole: 'lähihoitaja',
        actualStartsAt: at('2026-11-28', '14:00'),
        actualEndsAt: at('2026-11-28', '15:00'),
        kilometres: 20,
        workDayType,
      });
    // A sick day pays the planned 8 h less the break at the base wage, no supplements or kilometres:
    // 450 x 2000 / 60 = 15000. Temporary nursing leave the same, under its own kind.
    expect(payShift(planned('sick_day'), contract, rule)).toMatchObject({
      paid: true,
      lines: [{ kind: 'sickPay', minutes: 450, unitCents: 2000, grossCents: 15_000 }],
      grossCents: 15_000,
    });
    expect(payShift(planned('temporary_nursing_leave'), contract, rule)).toMatchObject({
      lines: [{ kind: 'nursingLeavePay', minutes: 450, grossCents: 15_000 }],
    });
    // An orientation day is paid as worked: the recorded hour 14–15 on a Saturday, 60 x 2160 / 60 = 2160,
    // and 20 km x 0,55 = 11,00 €.
    expect(payShift(planned('orientation_day'), contract, rule)).toMatchObject({
      grossCents: 2160 + 1100,
    });
    expect(payShift(planned('work_day'), contract, rule)).toMatchObject({ grossCents: 2160 + 1100 });
    expect(payShift(planned(null), contract, rule)).toMatchObject({ grossCents: 2160 + 1100 });
    expect(payShift(planned('absence'), contract, rule)).toMatchObject({
      paid: false,
      reason: { code: 'absence' },
    });
    expect(payShift(planned('sick_day_pending'), contract, rule)).toMatchObject({
      paid: false,
      reason: { code: 'sickDayPending' },
    });
  });
});
