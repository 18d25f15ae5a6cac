import { compactIban, isBusinessId, isFinnishIban } from '@portal/domain/billing';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { InvoiceParty } from '../../db/schema/invoices.schema';
import { accounts, organizations } from '../../db/schema/tenancy.schema';

/**
 * The parties frozen into an invoice when it is sent: the seller is the staffing company (the account's
 * organization), the buyer the account. What a Finnish invoice cannot go without is checked here; the
 * missing fields are answered as keys (`seller.businessId`, ...) the web app names.
 */

export const billingFieldKeys = [
  'seller.businessId',
  'seller.iban',
  'seller.bic',
  'buyer.invoiceAddress',
] as const;
export type BillingFieldKey = (typeof billingFieldKeys)[number];

export type InvoiceParties = { seller: InvoiceParty; buyer: InvoiceParty; missing: BillingFieldKey[] };

const blank = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The seller and the buyer of the account as they stand now, with what is missing to send an invoice. */
export async function loadInvoiceParties(executor: Executor, accountId: string): Promise<InvoiceParties> {
  const [row] = await executor
    .select({ account: accounts, organization: organizations })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.id, accountId));
  if (!row) {
    throw new Error(`account ${accountId} has no organization`);
  }
  const { account, organization } = row;
  const iban = blank(organization.iban);
  const seller: InvoiceParty = {
    name: blank(organization.legalName) ?? organization.name,
    businessId: blank(organization.businessId),
    streetAddress: blank(organization.streetAddress),
    postcode: blank(organization.postcode),
    city: blank(organization.city),
    einvoiceAddress: blank(organization.einvoiceAddress),
    einvoiceOperator: blank(organization.einvoiceOperator),
    email: blank(organization.billingEmail),
    iban: iban === null ? null : compactIban(iban),
    bic: blank(organization.bic)?.toUpperCase() ?? null,
  };
  const buyer: InvoiceParty = {
    name: blank(account.billingName) ?? account.name,
    businessId: blank(account.businessId),
    streetAddress: blank(account.billingStreetAddress),
    postcode: blank(account.billingPostcode),
    city: blank(account.billingCity),
    einvoiceAddress: blank(account.einvoiceAddress),
    einvoiceOperator: blank(account.einvoiceOperator),
    email: blank(account.invoiceEmail),
  };
  const missing: BillingFieldKey[] = [];
  if (!seller.businessId || !isBusinessId(seller.businessId)) {
    missing.push('seller.businessId');
  }
  if (!seller.iban || !isFinnishIban(seller.iban)) {
    missing.push('seller.iban');
  }
  if (!seller.bic) {
    missing.push('seller.bic');
  }
  if (!buyer.email && !buyer.einvoiceAddress) {
    missing.push('buyer.invoiceAddress');
  }
  return { seller, buyer, missing };
}
