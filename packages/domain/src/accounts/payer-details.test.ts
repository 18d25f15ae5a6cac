import { describe, expect, it } from 'vitest';
import { normalizeSellerBillingDetails, sellerBillingDetailsSchema } from './billing-details';
import { isPensionPolicyNo, payerDetailsProblems } from './payer-details';

const blankSeller = {
  legalName: null,
  businessId: null,
  streetAddress: null,
  postcode: null,
  city: null,
  iban: null,
  bic: null,
  einvoiceAddress: null,
  einvoiceOperator: null,
  billingEmail: null,
  pensionProviderCode: null,
  pensionPolicyNo: null,
  payrollContactName: null,
  payrollContactTelephone: null,
  payrollContactEmail: null,
};

describe('payer details (the Incomes Register group of the seller details)', () => {
  it('leaves every payer detail optional: blanks are stored as none', () => {
    const parsed = sellerBillingDetailsSchema.parse({
      ...blankSeller,
      pensionPolicyNo: ' ',
      payrollContactName: '',
      payrollContactEmail: '',
    });
    expect(normalizeSellerBillingDetails(parsed)).toEqual(blankSeller);
  });

  it.each([
    ['a provider code of zero', { pensionProviderCode: 0 }],
    ['a provider code with decimals', { pensionProviderCode: 4.6 }],
    ['a provider code beyond the register xs:int', { pensionProviderCode: 2_147_483_648 }],
    ['a policy number of 12 characters', { pensionPolicyNo: '46-123456789' }],
    ['a contact name of 201 characters', { payrollContactName: 'a'.repeat(201) }],
    ['an e-mail of 71 characters', { payrollContactEmail: `${'a'.repeat(62)}@hoiva.fi` }],
    ['an e-mail without a host', { payrollContactEmail: 'palkat@' }],
  ])('refuses %s with the register lengths', (_case, change) => {
    expect(sellerBillingDetailsSchema.safeParse({ ...blankSeller, ...change }).success).toBe(false);
  });

  it('takes policy numbers as pension companies give them, and nothing with spaces or slashes', () => {
    expect(isPensionPolicyNo('46-1234567X')).toBe(true);
    expect(isPensionPolicyNo('5612345678')).toBe(true);
    expect(isPensionPolicyNo('46 1234567')).toBe(false);
    expect(isPensionPolicyNo('46/1234567')).toBe(false);
    expect(isPensionPolicyNo('46--1234567')).toBe(false);
  });

  it('names a bad policy number and telephone with the errors the portal shows for them', () => {
    expect(payerDetailsProblems({ pensionPolicyNo: '46/1', payrollContactTelephone: '12345' })).toEqual({
      pensionPolicyNo: 'PENSION_POLICY_NO_INVALID',
      payrollContactTelephone: 'PAYROLL_CONTACT_PHONE_INVALID',
    });
    expect(() => normalizeSellerBillingDetails({ ...blankSeller, payrollContactTelephone: 'soita' })).toThrow(
      'PAYROLL_CONTACT_PHONE_INVALID',
    );
  });
});
