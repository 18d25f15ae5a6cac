import {
  ageFilterCutoff,
  ageOn,
  helsinkiDateOf,
  isApplicationPeriodValid,
  isOverAge,
  isWelcomeMailDue,
  joinFullName,
  splitFullName,
  stepStateOf,
  yearsBefore,
} from './workers.rules';

describe('worker step state (spec section 4)', () => {
  it.each([
    [{ workContractSent: false, workContractSigned: false }, 'waiting_for_contract'],
    [{ workContractSent: true, workContractSigned: false }, 'contract_pending'],
    [{ workContractSent: true, workContractSigned: true }, null],
    [{ workContractSent: false, workContractSigned: true }, null],
  ] as const)('%j is %s', (contract, expected) => {
    expect(stepStateOf(contract)).toBe(expected);
  });
});

describe('welcome e-mail is due once', () => {
  it('when confirmed turns true and it was never sent', () => {
    expect(isWelcomeMailDue({ wasConfirmed: false, isConfirmed: true, welcomeSentAt: null })).toBe(true);
  });

  it('not when it was sent before, even after confirmed went false and true again', () => {
    expect(
      isWelcomeMailDue({ wasConfirmed: false, isConfirmed: true, welcomeSentAt: '2026-11-01T08:00:00Z' }),
    ).toBe(false);
  });

  it('not when the worker stays confirmed or is not confirmed', () => {
    expect(isWelcomeMailDue({ wasConfirmed: true, isConfirmed: true, welcomeSentAt: null })).toBe(false);
    expect(isWelcomeMailDue({ wasConfirmed: false, isConfirmed: false, welcomeSentAt: null })).toBe(false);
    expect(isWelcomeMailDue({ wasConfirmed: true, isConfirmed: false, welcomeSentAt: null })).toBe(false);
  });
});

describe('full name', () => {
  it.each([
    ['Maija Meikäläinen', { firstName: 'Maija', lastName: 'Meikäläinen' }],
    ['  Anna   Maria  Virtanen ', { firstName: 'Anna Maria', lastName: 'Virtanen' }],
    ['Anna-Liisa Korhonen', { firstName: 'Anna-Liisa', lastName: 'Korhonen' }],
  ])('splits %j into first names and last name', (fullName, expected) => {
    expect(splitFullName(fullName)).toEqual(expected);
  });

  it('joins first and last name', () => {
    expect(joinFullName(' Anna Maria ', 'Virtanen')).toBe('Anna Maria Virtanen');
    expect(joinFullName('', 'Virtanen')).toBe('Virtanen');
  });
});

describe('age over 50 (spec section 9), Helsinki dates', () => {
  it('takes today in Helsinki, not UTC', () => {
    // 22:30 UTC on 31.12. is already 1.1. in Helsinki.
    expect(helsinkiDateOf(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(helsinkiDateOf(new Date('2026-07-15T20:59:00Z'))).toBe('2026-07-15');
    expect(helsinkiDateOf(new Date('2026-07-15T21:00:00Z'))).toBe('2026-07-16');
  });

  it('counts back whole years; 29 February becomes 28 February in a common year', () => {
    expect(yearsBefore('2026-11-22', 50)).toBe('1976-11-22');
    expect(yearsBefore('2028-02-29', 50)).toBe('1978-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(ageFilterCutoff('2026-11-22')).toBe('1976-11-22');
  });

  it.each([
    ['1976-11-21', true],
    ['1960-01-01', true],
    // Exactly 50 today: the birthday is not more than 50 years before today.
    ['1976-11-22', false],
    ['1976-11-23', false],
    ['1990-05-05', false],
    [null, false],
  ])('birthday %s on 22.11.2026 is over 50: %s', (birthday, expected) => {
    expect(isOverAge(birthday, '2026-11-22')).toBe(expected);
  });

  it('computes the age in whole years', () => {
    expect(ageOn('1976-11-22', '2026-11-22')).toBe(50);
    expect(ageOn('1976-11-23', '2026-11-22')).toBe(49);
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn(null, '2026-11-22')).toBeNull();
  });
});

describe('application period', () => {
  it.each([
    [null, null, true],
    ['2026-12-01', null, true],
    [null, '2026-12-01', true],
    ['2026-12-01', '2026-12-01', true],
    ['2026-12-01', '2027-01-31', true],
    ['2026-12-02', '2026-12-01', false],
  ])('start %s and end %s: %s', (start, end, expected) => {
    expect(isApplicationPeriodValid(start, end)).toBe(expected);
  });
});
