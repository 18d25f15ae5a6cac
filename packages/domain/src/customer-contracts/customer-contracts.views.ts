import { z } from 'zod';
import { careRoles } from '../care-roles/care-roles';
import { collectiveAgreements } from '../pay-rules/collective-agreements';
import { pagedSchema, pageQueryFields } from '../shared/paging';
import {
  type ContractVersion,
  contractVatTreatments,
  contractVersionOn,
  rateKinds,
} from './customer-contracts';

/** Longest text the contracts list searches for (name or customer number). */
export const contractSearchMaxLength = 100;

const rateEntryViewSchema = z.object({
  careRole: z.enum(careRoles).nullable(),
  kind: z.enum(rateKinds),
  cents: z.number().int(),
});

export const contractVersionViewSchema = z.object({
  validFrom: z.iso.date(),
  prices: z.array(rateEntryViewSchema),
  wages: z.array(rateEntryViewSchema),
});

/** A contract as the list shows it: its terms and the base-hour price in force today. */
export const contractSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  customerNumber: z.string().nullable(),
  collectiveAgreement: z.enum(collectiveAgreements),
  vatTreatment: z.enum(contractVatTreatments),
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable(),
  /** The lowest base-hour price of the version in force today; null outside the validity or unpriced. */
  currentBasePriceCents: z.number().int().nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

export const contractPageSchema = pagedSchema(contractSummarySchema);
export type ContractPage = z.infer<typeof contractPageSchema>;

/** One contract with every version, for the form (editable for admins, read-only for the customer). */
export const contractDetailSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  name: z.string(),
  customerNumber: z.string().nullable(),
  noOverHours: z.boolean(),
  monthlySalary: z.boolean(),
  campaignsRaisePrice: z.boolean(),
  collectiveAgreement: z.enum(collectiveAgreements),
  vatTreatment: z.enum(contractVatTreatments),
  vatExemptionBasis: z.string().nullable(),
  validFrom: z.iso.date(),
  validTo: z.iso.date().nullable(),
  versions: z.array(contractVersionViewSchema),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const deletedContractSchema = z.object({ id: z.uuid(), deletedAt: z.iso.datetime() });
export type DeletedContract = z.infer<typeof deletedContractSchema>;

/** The contracts list: search by name or customer number, pages (spec section 9: 10 a page by default). */
export const listContractsQuerySchema = z.object({
  search: z.string().trim().max(contractSearchMaxLength).optional(),
  ...pageQueryFields(),
});
export type ListContractsQuery = z.infer<typeof listContractsQuerySchema>;

/**
 * The price the list shows for a contract on a day: the lowest base-hour price of the version in force
 * (the every-role price, or the cheapest role's where roles are priced apart); null when the contract is
 * not in force that day or has no base-hour price.
 */
export function basePriceOn(
  contract: { validFrom: string; validTo: string | null; versions: readonly ContractVersion[] },
  dayKey: string,
): number | null {
  const version = contractVersionOn({ ...contract, versions: [...contract.versions] }, dayKey);
  const prices = version?.prices.filter((entry) => entry.kind === 'base').map((entry) => entry.cents) ?? [];
  return prices.length === 0 ? null : Math.min(...prices);
}
