import {
  billingIdentifierProblems,
  normalizeSellerBillingDetails,
  sellerBillingDetailsSchema,
} from '@portal/domain/accounts';
import { isFinnishIban, parseBusinessId } from '@portal/domain/billing';
import { describe, expect, it } from 'vitest';
import { buildAccounts, buildOrganizations } from './organizations';

const createdAt = new Date('2026-01-01T00:00:00Z');

describe('the seeded billing details', () => {
  it('give each staffing company seller details that pass the billing checks, with a Finnish IBAN', () => {
    for (const organization of buildOrganizations(createdAt)) {
      const details = {
        businessId: organization.businessId ?? null,
        iban: organization.iban ?? null,
        bic: organization.bic ?? null,
        einvoiceAddress: organization.einvoiceAddress ?? null,
      };
      expect(billingIdentifierProblems(details)).toEqual({});
      expect(parseBusinessId(details.businessId ?? '')).toBe(details.businessId);
      expect(isFinnishIban(details.iban ?? '')).toBe(true);
      expect(organization).toMatchObject({ legalName: expect.any(String), billingEmail: expect.any(String) });
    }
  });

  it('give each staffing company the Incomes Register details the seller details accept', () => {
    for (const organization of buildOrganizations(createdAt)) {
      const details = {
        ...sellerBillingDetailsSchema.parse({
          legalName: organization.legalName ?? null,
          businessId: organization.businessId ?? null,
          streetAddress: organization.streetAddress ?? null,
          postcode: organization.postcode ?? null,
          city: organization.city ?? null,
          iban: organization.iban ?? null,
          bic: organization.bic ?? null,
          einvoiceAddress: organization.einvoiceAddress ?? null,
          einvoiceOperator: organization.einvoiceOperator ?? null,
          billingEmail: organization.billingEmail ?? null,
          pensionProviderCode: organization.pensionProviderCode ?? null,
          pensionPolicyNo: organization.pensionPolicyNo ?? null,
          payrollContactName: organization.payrollContactName ?? null,
          payrollContactTelephone: organization.payrollContactTelephone ?? null,
          payrollContactEmail: organization.payrollContactEmail ?? null,
        }),
      };
      // Stored as the portal would store them: normalising changes nothing, and nothing is missing.
      expect(normalizeSellerBillingDetails(details)).toEqual(details);
      expect(Object.values(details).every((value) => value !== null)).toBe(true);
      expect(details.payrollContactTelephone).toMatch(/^\+358/);
    }
  });

  it('give each Finnish account buyer details: its own business id, an OVT address and an invoice e-mail', () => {
    for (const account of buildAccounts(createdAt)) {
      const details = {
        businessId: account.businessId ?? null,
        einvoiceAddress: account.einvoiceAddress ?? null,
      };
      expect(billingIdentifierProblems(details)).toEqual({});
      expect(account.einvoiceAddress).toBe(`0037${account.businessId?.replace('-', '')}`);
      expect(account).toMatchObject({
        billingName: account.name,
        invoiceEmail: expect.stringMatching(/@/),
        paymentTermDays: expect.any(Number),
      });
    }
  });
});
