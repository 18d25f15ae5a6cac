import type { BuyerBillingDetails, SellerBillingDetails } from '@portal/domain/accounts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, organizations } from '../../db/schema/tenancy.schema';

/** The buyer details as the columns of `accounts` hold them. */
const buyerColumns = {
  billingName: accounts.billingName,
  businessId: accounts.businessId,
  streetAddress: accounts.billingStreetAddress,
  postcode: accounts.billingPostcode,
  city: accounts.billingCity,
  invoiceEmail: accounts.invoiceEmail,
  einvoiceAddress: accounts.einvoiceAddress,
  einvoiceOperator: accounts.einvoiceOperator,
  paymentTermDays: accounts.paymentTermDays,
};

const sellerColumns = {
  legalName: organizations.legalName,
  businessId: organizations.businessId,
  streetAddress: organizations.streetAddress,
  postcode: organizations.postcode,
  city: organizations.city,
  iban: organizations.iban,
  bic: organizations.bic,
  einvoiceAddress: organizations.einvoiceAddress,
  einvoiceOperator: organizations.einvoiceOperator,
  billingEmail: organizations.billingEmail,
  pensionProviderCode: organizations.pensionProviderCode,
  pensionPolicyNo: organizations.pensionPolicyNo,
  payrollContactName: organizations.payrollContactName,
  payrollContactTelephone: organizations.payrollContactTelephone,
  payrollContactEmail: organizations.payrollContactEmail,
};

export async function findBuyerBillingDetails(
  executor: Executor,
  accountId: string,
): Promise<BuyerBillingDetails | null> {
  const [row] = await executor.select(buyerColumns).from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function updateBuyerBillingDetails(
  executor: Executor,
  accountId: string,
  details: BuyerBillingDetails,
  at: Date,
): Promise<BuyerBillingDetails | null> {
  const [row] = await executor
    .update(accounts)
    .set({
      billingName: details.billingName,
      businessId: details.businessId,
      billingStreetAddress: details.streetAddress,
      billingPostcode: details.postcode,
      billingCity: details.city,
      invoiceEmail: details.invoiceEmail,
      einvoiceAddress: details.einvoiceAddress,
      einvoiceOperator: details.einvoiceOperator,
      paymentTermDays: details.paymentTermDays,
      updatedAt: at,
    })
    .where(eq(accounts.id, accountId))
    .returning(buyerColumns);
  return row ?? null;
}

/** The seller details of an account's organization, with the organization's id. */
export async function findSellerBillingDetails(
  executor: Executor,
  accountId: string,
): Promise<(SellerBillingDetails & { organizationId: string }) | null> {
  const [row] = await executor
    .select({ organizationId: organizations.id, ...sellerColumns })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

export async function updateSellerBillingDetails(
  executor: Executor,
  organizationId: string,
  details: SellerBillingDetails,
): Promise<SellerBillingDetails | null> {
  const [row] = await executor
    .update(organizations)
    .set(details)
    .where(eq(organizations.id, organizationId))
    .returning(sellerColumns);
  return row ?? null;
}
