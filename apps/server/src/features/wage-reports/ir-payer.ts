import { isBusinessId } from '@portal/domain/billing';
import type { IrPayer } from '@portal/domain/incomes-register';
import { DomainError } from '@portal/domain/shared';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { accounts, organizations } from '../../db/schema/tenancy.schema';

/** The deployment's Incomes Register setting: whether the files are production deliveries. */
export type IncomesRegisterSettings = Config['incomesRegister'];

const blank = (value: string | null | undefined): string | null => value?.trim() || null;

/**
 * The payer of the account's reports: the staffing company (the account's organization) with the business
 * id and legal name the invoices use as the seller, and its pension insurance and payroll contact person,
 * which its organization-admins keep in the seller details (decision 0044). What is missing is answered
 * as PAYER_DETAILS_MISSING with the fields named, so no file is made with a placeholder in it.
 */
export async function loadIrPayer(executor: Executor, accountId: string): Promise<IrPayer> {
  const [row] = await executor
    .select({ organization: organizations })
    .from(accounts)
    .innerJoin(organizations, eq(organizations.id, accounts.organizationId))
    .where(eq(accounts.id, accountId));
  const organization = row?.organization;
  const businessId = blank(organization?.businessId);
  const missing: string[] = [];
  if (!businessId || !isBusinessId(businessId)) {
    missing.push('businessId');
  }
  // Named as the seller details name them, so the admin knows which of the form's fields to fill in.
  const required = {
    pensionProviderCode: organization?.pensionProviderCode ?? null,
    pensionPolicyNo: blank(organization?.pensionPolicyNo),
    payrollContactName: blank(organization?.payrollContactName),
    payrollContactTelephone: blank(organization?.payrollContactTelephone),
  };
  for (const [field, value] of Object.entries(required)) {
    if (value === null) {
      missing.push(field);
    }
  }
  const contactEmail = blank(organization?.payrollContactEmail);
  if (missing.length > 0 || !organization) {
    throw new DomainError('PAYER_DETAILS_MISSING', { missing });
  }
  return {
    businessId: businessId as string,
    name: blank(organization.legalName) ?? organization.name,
    contactPerson: {
      name: required.payrollContactName as string,
      telephone: required.payrollContactTelephone as string,
      ...(contactEmail ? { email: contactEmail } : {}),
    },
    insurance: {
      pensionProviderCode: required.pensionProviderCode as number,
      pensionPolicyNo: required.pensionPolicyNo as string,
    },
  };
}
