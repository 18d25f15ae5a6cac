import { areaEmailListMax } from './areas';
import {
  addEmailToList,
  canDeleteArea,
  confirmationEmailsOf,
  isAreaSearchLongEnough,
  likePatternOf,
  locationPrecisionOf,
  normalizeEmailList,
} from './areas.rules';

describe('addEmailToList (Enter in an e-mail list)', () => {
  it('adds a valid address, trimmed', () => {
    expect(addEmailToList(['a@koti.fi'], '  b@koti.fi ')).toEqual({
      ok: true,
      emails: ['a@koti.fi', 'b@koti.fi'],
    });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['ei-osoite', 'invalid'],
    ['a@koti', 'invalid'],
    ['A@KOTI.FI', 'duplicate'],
  ] as const)('refuses %j (%s)', (typed, reason) => {
    expect(addEmailToList(['a@koti.fi'], typed)).toEqual({ ok: false, reason });
  });

  it('refuses a new address when the list is full', () => {
    const full = Array.from({ length: areaEmailListMax }, (_, index) => `h${index}@koti.fi`);
    expect(addEmailToList(full, 'uusi@koti.fi')).toEqual({ ok: false, reason: 'full' });
  });

  it('takes the list size of its caller', () => {
    expect(addEmailToList(['a@koti.fi', 'b@koti.fi'], 'c@koti.fi', 2)).toEqual({ ok: false, reason: 'full' });
    expect(addEmailToList(['a@koti.fi'], 'c@koti.fi', 2)).toEqual({
      ok: true,
      emails: ['a@koti.fi', 'c@koti.fi'],
    });
  });
});

describe('e-mail lists', () => {
  it('normalises: trimmed, no blanks, no repeats in any case', () => {
    expect(normalizeEmailList([' a@koti.fi', 'A@koti.fi', '', 'b@koti.fi'])).toEqual([
      'a@koti.fi',
      'b@koti.fi',
    ]);
  });

  it('mirrors the contact e-mails when "same as contact e-mails" is on', () => {
    const area = { contactEmails: ['yhteys@koti.fi'], confirmationEmails: ['vahvistus@koti.fi'] };
    expect(confirmationEmailsOf({ ...area, confirmationSameAsContact: true })).toEqual(['yhteys@koti.fi']);
    expect(confirmationEmailsOf({ ...area, confirmationSameAsContact: false })).toEqual([
      'vahvistus@koti.fi',
    ]);
  });
});

describe('area search and delete rules', () => {
  it('searches from two letters on', () => {
    expect(isAreaSearchLongEnough('K')).toBe(false);
    expect(isAreaSearchLongEnough(' K ')).toBe(false);
    expect(isAreaSearchLongEnough('Ko')).toBe(true);
  });

  it('escapes LIKE wildcards', () => {
    expect(likePatternOf('50%_a\\', 'contains')).toBe('%50\\%\\_a\\\\%');
    expect(likePatternOf(' Koti ', 'prefix')).toBe('Koti%');
    expect(likePatternOf('Koiv', 'later-word')).toBe('% Koiv%');
  });

  it('refuses deleting an area with upcoming booked shifts', () => {
    expect(canDeleteArea(0)).toBe(true);
    expect(canDeleteArea(1)).toBe(false);
  });
});

describe('locationPrecisionOf', () => {
  it('is none without coordinates, the geocoder precision when fetched, manual when typed', () => {
    expect(locationPrecisionOf(null, 'postcode')).toBeNull();
    expect(locationPrecisionOf(61.5, 'postcode')).toBe('postcode');
    expect(locationPrecisionOf(61.5, null)).toBe('manual');
  });
});
