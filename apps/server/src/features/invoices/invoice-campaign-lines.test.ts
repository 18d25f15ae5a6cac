import type { CampaignRule } from '@portal/domain/campaigns';
import { describe, expect, it } from 'vitest';
import { unitOf } from './documents/finvoice-values';
import { type BillableShift, type PricingContract, priceBillableShifts } from './invoice-pricing';

const areaId = '00000000-0000-4000-8000-000000000002';
const shift: BillableShift = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Aamuvuoro',
  startsAt: new Date('2026-12-22T07:00:00+02:00'),
  endsAt: new Date('2026-12-22T15:00:00+02:00'),
  actualStartsAt: null,
  actualEndsAt: null,
  breakMinutes: 30,
  roleType: null,
  kilometres: 10,
  workerId: null,
  workerName: null,
  areaId,
  areaName: 'Koivula A',
  createdAt: new Date('2026-12-01T12:00:00+02:00'),
};
const contract: PricingContract = {
  validFrom: '2026-01-01',
  validTo: null,
  collectiveAgreement: 'sote',
  vatTreatment: 'standard',
  campaignsRaisePrice: true,
  versions: [
    {
      validFrom: '2026-01-01',
      prices: [
        { careRole: null, kind: 'base', cents: 4000 },
        { careRole: null, kind: 'kilometre', cents: 50 },
      ],
      wages: [],
    },
  ],
};
const raise: CampaignRule = {
  id: 'c1',
  name: 'Joulukorotus',
  type: 'percent-raise',
  payValue: 1000,
  priceValue: 1050,
  startDate: '2026-12-20',
  endDate: '2026-12-26',
  applyForPastShifts: false,
  areaIds: [areaId],
  createdAt: new Date('2026-11-01T12:00:00+02:00'),
};
const rule = { unpaidTime: 30, minHoursWithBreak: 6 };

describe('campaign lines of a draft', () => {
  it('takes a percent raise of the hour lines (not the kilometres), as one piece after the shift’s lines', () => {
    const { lines } = priceBillableShifts([shift], contract, rule, [raise]);
    expect(lines.map((line) => line.kind)).toEqual(['base', 'kilometre', 'campaign']);
    // 7.5 h x 40 € = 300 €; 10.5 % of it is 31.50 €.
    expect(lines[2]).toMatchObject({
      description: 'Joulukorotus',
      quantityHundredths: 100,
      unitCents: 3150,
      netCents: 3150,
      deliveryDay: '2026-12-22',
      vatRateBasisPoints: 2550,
    });
    expect(unitOf('campaign', 100)).toEqual({ code: 'kpl', un: 'C62' });
    expect(unitOf('campaign', 750)).toEqual({ code: 'h', un: 'HUR' });
  });

  it('adds none when the contract does not let campaigns raise the price, or the shift predates the campaign', () => {
    expect(
      priceBillableShifts([shift], { ...contract, campaignsRaisePrice: false }, rule, [raise]).lines,
    ).toHaveLength(2);
    const older = { ...shift, createdAt: new Date('2026-10-01T12:00:00+03:00') };
    expect(priceBillableShifts([older], contract, rule, [raise]).lines).toHaveLength(2);
    expect(
      priceBillableShifts([older], contract, rule, [{ ...raise, applyForPastShifts: true }]).lines,
    ).toHaveLength(3);
  });
});
