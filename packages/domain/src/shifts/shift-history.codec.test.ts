import { describe, expect, it } from 'vitest';
import {
  decodeShiftHistoryContent,
  encodeShiftHistoryContent,
  type ShiftHistoryDetail,
} from './shift-history.codec';

describe('the shift history codec', () => {
  it('reads an edit stored by a gig edit (a,b) and by a shift edit (a, b) the same way', () => {
    const fromGig = decodeShiftHistoryContent({ state: 'updated', content: 'startsAt,roleType,boost' });
    const fromDrawer = decodeShiftHistoryContent({ state: 'updated', content: 'startsAt, roleType, boost' });
    expect(fromGig).toEqual({ kind: 'fields', fields: ['startsAt', 'roleType', 'boost'] });
    expect(fromDrawer).toEqual(fromGig);
  });

  it('reads back what it writes, for every kind', () => {
    const details: { state: string; detail: ShiftHistoryDetail }[] = [
      { state: 'created', detail: { kind: 'none' } },
      { state: 'updated', detail: { kind: 'fields', fields: ['endsAt', 'requirements'] } },
      { state: 'boosted', detail: { kind: 'boost', boostType: 'bonus', boostValue: 25 } },
      { state: 'boost_removed', detail: { kind: 'boost', boostType: 'quick', boostValue: null } },
      { state: 'assigned', detail: { kind: 'person', name: 'Essi Esimerkki' } },
      { state: 'sent_for_inspection', detail: { kind: 'recipients', emails: ['a@x.fi', 'b@x.fi'] } },
      {
        state: 'confirmed',
        detail: {
          kind: 'completion',
          period: '12.05.2026 07:00–12.05.2026 15:00',
          breakMinutes: 30,
          paidHours: 7.5,
          kilometres: 12,
          workDayType: 'work_day',
        },
      },
      { state: 'split', detail: { kind: 'text', text: 'Yövuoro' } },
    ];
    for (const { state, detail } of details) {
      expect(decodeShiftHistoryContent({ state, content: encodeShiftHistoryContent(detail) })).toEqual(
        detail,
      );
    }
  });

  it('writes an edit one way only', () => {
    expect(encodeShiftHistoryContent({ kind: 'fields', fields: ['startsAt', 'endsAt'] })).toBe(
      'startsAt,endsAt',
    );
  });

  it('keeps text it cannot read as text', () => {
    expect(decodeShiftHistoryContent({ state: 'boosted', content: 'turbo 5' })).toEqual({
      kind: 'text',
      text: 'turbo 5',
    });
    expect(decodeShiftHistoryContent({ state: 'confirmed', content: 'by phone' })).toEqual({
      kind: 'text',
      text: 'by phone',
    });
  });
});
