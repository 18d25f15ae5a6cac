import { type GigLabel, type GigStatus, gigLabels, gigStatuses } from './gig';
import { gigLabelOf } from './gig-label.rules';

const now = new Date('2026-05-12T09:00:00Z');

describe('gigLabelOf', () => {
  const endDates = {
    'ended yesterday': new Date('2026-05-11T09:00:00Z'),
    'ending right now': now,
    'ending tomorrow': new Date('2026-05-13T09:00:00Z'),
    'ending tomorrow (ISO string)': '2026-05-13T09:00:00.000Z',
    'without shifts (no end)': null,
  } as const;
  type EndName = keyof typeof endDates;
  const ended: Record<EndName, boolean> = {
    'ended yesterday': true,
    'ending right now': true,
    'ending tomorrow': false,
    'ending tomorrow (ISO string)': false,
    'without shifts (no end)': false,
  };

  /**
   * Customers' orders (suggestion, declined) and drafts show their status whatever the dates; a published
   * gig is expired once its last shift ended, else open while shifts are free, else published (filled).
   */
  function expected(status: GigStatus, available: number, end: EndName): GigLabel | null {
    const fixed: Partial<Record<GigStatus, GigLabel | null>> = {
      deleted: null,
      suggestion: 'suggestion',
      declined: 'declined',
      draft: 'draft',
    };
    if (status in fixed) {
      return fixed[status] ?? null;
    }
    if (ended[end]) {
      return 'expired';
    }
    return available > 0 ? 'open' : 'published';
  }

  const cases = gigStatuses.flatMap((status) =>
    [0, 1, 3].flatMap((availableShifts) =>
      (Object.keys(endDates) as EndName[]).map((end) => ({ status, availableShifts, end })),
    ),
  );

  it.each(cases)('$status gig, $availableShifts available, $end', ({ status, availableShifts, end }) => {
    expect(gigLabelOf({ status, availableShifts, endDate: endDates[end] }, now)).toBe(
      expected(status, availableShifts, end),
    );
  });

  it('uses every label of the spec', () => {
    const shown = new Set(
      cases.map(({ status, availableShifts, end }) =>
        gigLabelOf({ status, availableShifts, endDate: endDates[end] }, now),
      ),
    );
    for (const label of gigLabels) {
      expect(shown).toContain(label);
    }
  });

  it('turns a published gig expired exactly when its last shift ends', () => {
    const gig = { status: 'published' as const, availableShifts: 2, endDate: now };
    expect(gigLabelOf(gig, new Date(now.getTime() - 1))).toBe('open');
    expect(gigLabelOf(gig, now)).toBe('expired');
  });
});
