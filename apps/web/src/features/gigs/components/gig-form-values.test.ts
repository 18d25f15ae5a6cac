import { describe, expect, it } from 'vitest';
import { gigFormProblems } from './gig-form-problems';
import { createInputOf, newGigFormValues } from './gig-form-values';

describe('gig form checks (issue 11: bad input)', () => {
  const filled = { ...newGigFormValues(), title: 'Yövuoro' };

  it('refuses a postcode that is not five digits ("ABC" was saved)', () => {
    expect(gigFormProblems({ ...filled, postcode: 'ABC' }).postcode).toBe('gigs.validation.postcode');
    expect(gigFormProblems({ ...filled, postcode: '1234' }).postcode).toBe('gigs.validation.postcode');
    expect(gigFormProblems({ ...filled, postcode: '33100' }).postcode).toBeUndefined();
    expect(gigFormProblems({ ...filled, postcode: '' }).postcode).toBeUndefined();
  });

  it('refuses a negative boost value and reads 6,5 as six and a half', () => {
    const boosted = { ...filled, boostType: 'bonus' as const };
    expect(gigFormProblems({ ...boosted, boostValue: '-5' }).boostValue).toBe('validation.number');
    expect(gigFormProblems({ ...boosted, boostValue: '6,5' }).boostValue).toBeUndefined();
    expect(createInputOf({ ...boosted, boostValue: '6,5' }, 'draft').boostValue).toBe(6.5);
  });
});
