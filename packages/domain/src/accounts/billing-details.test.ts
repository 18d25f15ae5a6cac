import { describe, expect, it } from 'vitest';
import {
  billingIdentifierProblems,
  buyerBillingDetailsSchema,
  isBic,
  isEinvoiceAddress,
  normalizeSellerBillingDetails,
  sellerBillingDetailsSchema,
} from './billing-details';

const seller = {
  legalName: ' Hoivapalvelu Esimerkki Oy ',
  businessId: '116297-6',
  streetAddress: 'Mannerheimintie 12 B',
  postcode: '00100',
  city: 'Helsinki',
  iban: 'fi21 1234 5600 0007 85',
  bic: 'ndea fi hh',
  einvoiceAddress: '0037 0116 2976',
  einvoiceOperator: '',
  billingEmail: 'Laskutus@Hoiva.example',
  pensionProviderCode: 46,
  pensionPolicyNo: ' 46-1234567x ',
  payrollContactName: ' Paula Palkanlaskija ',
  payrollContactTelephone: '040 123 4567',
  payrollContactEmail: 'Palkat@Hoiva.example',
};

describe('billing details', () => {
  it('stores identifiers in standard form: Y-tunnus NNNNNNN-C, compact capital IBAN, BIC and OVT', () => {
    expect(normalizeSellerBillingDetails(sellerBillingDetailsSchema.parse(seller))).toEqual({
      legalName: 'Hoivapalvelu Esimerkki Oy',
      businessId: '0116297-6',
      streetAddress: 'Mannerheimintie 12 B',
      postcode: '00100',
      city: 'Helsinki',
      iban: 'FI2112345600000785',
      bic: 'NDEAFIHH',
      einvoiceAddress: '003701162976',
      einvoiceOperator: null,
      billingEmail: 'laskutus@hoiva.example',
      pensionProviderCode: 46,
      pensionPolicyNo: '46-1234567X',
      payrollContactName: 'Paula Palkanlaskija',
      payrollContactTelephone: '+358401234567',
      payrollContactEmail: 'palkat@hoiva.example',
    });
  });

  it('names each bad identifier with the error the portal shows for it', () => {
    expect(
      billingIdentifierProblems({
        businessId: '0116297-5',
        iban: 'FI21 1234 5600 0007 86',
        bic: 'NDEAFI',
        einvoiceAddress: '003701162975',
      }),
    ).toEqual({
      businessId: 'BUSINESS_ID_INVALID',
      iban: 'IBAN_INVALID',
      bic: 'BIC_INVALID',
      einvoiceAddress: 'EINVOICE_ADDRESS_INVALID',
    });
    expect(() =>
      normalizeSellerBillingDetails({ ...sellerBillingDetailsSchema.parse(seller), bic: 'X' }),
    ).toThrow('BIC_INVALID');
  });

  it('takes OVT codes with a valid business id (and a suffix) or an IBAN as e-invoice addresses', () => {
    expect(isEinvoiceAddress('003776543212')).toBe(true);
    expect(isEinvoiceAddress('003776543212001')).toBe(true);
    expect(isEinvoiceAddress('FI37 1590 3000 0007 76')).toBe(true);
    expect(isEinvoiceAddress('003776543213')).toBe(false);
    expect(isEinvoiceAddress('laskut@example.fi')).toBe(false);
  });

  it('takes BICs of 8 or 11 characters', () => {
    expect(isBic('NDEAFIHH')).toBe(true);
    expect(isBic('OKOYFIHHXXX')).toBe(true);
    expect(isBic('NDEAFIH')).toBe(false);
    expect(isBic('1DEAFIHH')).toBe(false);
  });

  it('refuses a payment term outside 0 to 365 days and a malformed invoice e-mail', () => {
    const buyer = {
      billingName: null,
      businessId: null,
      streetAddress: null,
      postcode: null,
      city: null,
      invoiceEmail: null,
      einvoiceAddress: null,
      einvoiceOperator: null,
      paymentTermDays: 14,
    };
    expect(buyerBillingDetailsSchema.safeParse(buyer).success).toBe(true);
    expect(buyerBillingDetailsSchema.safeParse({ ...buyer, paymentTermDays: 366 }).success).toBe(false);
    expect(buyerBillingDetailsSchema.safeParse({ ...buyer, paymentTermDays: 1.5 }).success).toBe(false);
    expect(buyerBillingDetailsSchema.safeParse({ ...buyer, invoiceEmail: 'laskut' }).success).toBe(false);
  });
});
