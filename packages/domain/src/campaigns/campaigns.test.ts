import { describe, expect, it } from 'vitest';
import { helsinkiInstant } from '../shared/helsinki-time';
import { type CampaignRule, type CampaignShift, campaignItemsFor } from './campaigns';
import { campaignInputSchema } from './campaigns.inputs';

const area = '00000000-0000-4000-8000-000000000001';
const otherArea = '00000000-0000-4000-8000-000000000002';

const christmas: CampaignRule = {
  id: 'c1',
  name: 'Joulubonus',
  type: 'hourly-bonus',
  payValue: 500,
  priceValue: 700,
  startDate: '2026-12-20',
  endDate: '2026-12-26',
  applyForPastShifts: false,
  areaIds: [area],
  createdAt: helsinkiInstant('2026-12-01', '12:00'),
};

const shiftOn = (day: string, time = '08:00', overrides: Partial<CampaignShift> = {}): CampaignShift => ({
  areaId: area,
  startsAt: helsinkiInstant(day, time),
  createdAt: helsinkiInstant('2026-12-05'),
  workedMinutes: 450,
  basePayCents: 15_000,
  basePriceCents: 30_000,
  ...overrides,
});

describe('campaignItemsFor', () => {
  it('prices an hourly bonus as value x worked hours, rounded once', () => {
    expect(campaignItemsFor(shiftOn('2026-12-24'), [christmas])).toEqual([
      {
        campaignId: 'c1',
        name: 'Joulubonus',
        type: 'hourly-bonus',
        quantityHundredths: 750,
        payUnitCents: 500,
        payCents: 3750,
        priceUnitCents: 700,
        priceCents: 5250,
      },
    ]);
    const odd = campaignItemsFor(shiftOn('2026-12-24', '08:00', { workedMinutes: 7 }), [christmas]);
    expect(odd[0]?.payCents).toBe(58); // 500 x 7/60 = 58.33
  });

  it('applies on the first and the last day (Helsinki) and not a day outside', () => {
    expect(campaignItemsFor(shiftOn('2026-12-20', '00:00'), [christmas])).toHaveLength(1);
    expect(campaignItemsFor(shiftOn('2026-12-26', '23:30'), [christmas])).toHaveLength(1);
    expect(campaignItemsFor(shiftOn('2026-12-19', '23:30'), [christmas])).toHaveLength(0);
    expect(campaignItemsFor(shiftOn('2026-12-27', '00:00'), [christmas])).toHaveLength(0);
  });

  it('applies only in its areas', () => {
    expect(campaignItemsFor(shiftOn('2026-12-24', '08:00', { areaId: otherArea }), [christmas])).toEqual([]);
  });

  it('reaches a shift made before the campaign only with apply-for-past', () => {
    const old = shiftOn('2026-12-24', '08:00', { createdAt: helsinkiInstant('2026-11-01') });
    expect(campaignItemsFor(old, [christmas])).toEqual([]);
    expect(campaignItemsFor(old, [{ ...christmas, applyForPastShifts: true }])).toHaveLength(1);
  });

  it('prices a shift bonus per shift and a raise as basis points of the base amounts', () => {
    const [bonus] = campaignItemsFor(shiftOn('2026-12-24'), [
      { ...christmas, type: 'shift-bonus', payValue: 2000, priceValue: null },
    ]);
    expect(bonus).toMatchObject({
      quantityHundredths: 100,
      payCents: 2000,
      priceCents: null,
      priceUnitCents: null,
    });
    const [raise] = campaignItemsFor(shiftOn('2026-12-24'), [
      { ...christmas, type: 'percent-raise', payValue: 1050, priceValue: 1000 },
    ]);
    expect(raise).toMatchObject({
      quantityHundredths: 100,
      payCents: 1575,
      priceCents: 3000,
      priceUnitCents: 3000,
    });
  });
});

describe('campaignInputSchema', () => {
  const valid = {
    name: ' Joulubonus ',
    announcement: '',
    type: 'hourly-bonus',
    payValue: 500,
    priceValue: null,
    startDate: '2026-12-20',
    endDate: '2026-12-20',
    applyForPastShifts: false,
    areaIds: [area, area],
  } as const;

  it('accepts a one-day campaign, trims, and drops a repeated area', () => {
    const parsed = campaignInputSchema.parse(valid);
    expect(parsed).toMatchObject({ name: 'Joulubonus', announcement: null, areaIds: [area] });
  });

  it('refuses an end before the start, no areas, negative or fractional values', () => {
    const messages = (input: object) =>
      campaignInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ ...valid, endDate: '2026-12-19' })).toEqual(['CAMPAIGN_DATES_INVALID']);
    expect(messages({ ...valid, areaIds: [] })).toEqual(['CAMPAIGN_AREAS_REQUIRED']);
    expect(campaignInputSchema.safeParse({ ...valid, payValue: -1 }).success).toBe(false);
    expect(campaignInputSchema.safeParse({ ...valid, priceValue: 1.5 }).success).toBe(false);
    expect(campaignInputSchema.safeParse({ ...valid, name: '' }).success).toBe(false);
  });
});
