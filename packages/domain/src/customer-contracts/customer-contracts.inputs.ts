import { z } from 'zod';
import { careRoles } from '../care-roles/care-roles';
import { collectiveAgreements } from '../pay-rules/collective-agreements';
import {
  contractNameMaxLength,
  contractVatTreatments,
  customerNumberMaxLength,
  maxRateCents,
  rateKinds,
  vatExemptionBasisMaxLength,
} from './customer-contracts';

/** Issue messages the form shows its own texts for (features/customer-contracts/locales). */
export const contractIssues = {
  endBeforeStart: 'END_BEFORE_START',
  duplicateRate: 'DUPLICATE_RATE',
  duplicateVersionDay: 'DUPLICATE_VERSION_DAY',
  versionOutsideContract: 'VERSION_OUTSIDE_CONTRACT',
  firstVersionNotOnStart: 'FIRST_VERSION_NOT_ON_START',
  exemptionBasisRequired: 'EXEMPTION_BASIS_REQUIRED',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** A rate in cents: a whole, non-negative number (a price is never negative; a credit is an invoice's job). */
const rateEntrySchema = z.object({
  careRole: z.enum(careRoles).nullable(),
  kind: z.enum(rateKinds),
  cents: z.int().min(0).max(maxRateCents),
});

/** Each (role, kind) once per list, so a shift never has two prices for the same hour. */
const rateListSchema = z.array(rateEntrySchema).superRefine((entries, context) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const key = `${entry.careRole ?? '*'}|${entry.kind}`;
    if (seen.has(key)) {
      context.addIssue({ code: 'custom', path: [index, 'kind'], message: contractIssues.duplicateRate });
    }
    seen.add(key);
  });
});

const contractVersionSchema = z.object({
  validFrom: z.iso.date(),
  prices: rateListSchema,
  wages: rateListSchema,
});

/**
 * A customer contract as the form saves it: the terms and every version. Checks: the end is not before the
 * start; versions start on distinct days inside the contract, the first on its first day; an exempt
 * contract names its legal basis.
 */
export const customerContractInputSchema = z
  .object({
    name: z.string().trim().min(1).max(contractNameMaxLength),
    customerNumber: optionalText(customerNumberMaxLength),
    noOverHours: z.boolean(),
    monthlySalary: z.boolean(),
    /** Whether a campaign's price raise reaches this contract's invoices (issue 13 §2). */
    campaignsRaisePrice: z.boolean().default(false),
    collectiveAgreement: z.enum(collectiveAgreements),
    vatTreatment: z.enum(contractVatTreatments),
    vatExemptionBasis: optionalText(vatExemptionBasisMaxLength),
    validFrom: z.iso.date(),
    validTo: z.iso.date().nullable(),
    versions: z.array(contractVersionSchema).min(1),
  })
  .superRefine((input, context) => {
    if (input.validTo !== null && input.validTo < input.validFrom) {
      context.addIssue({ code: 'custom', path: ['validTo'], message: contractIssues.endBeforeStart });
    }
    if (input.vatTreatment === 'exempt' && input.vatExemptionBasis === null) {
      context.addIssue({
        code: 'custom',
        path: ['vatExemptionBasis'],
        message: contractIssues.exemptionBasisRequired,
      });
    }
    const days = new Set<string>();
    input.versions.forEach((version, index) => {
      if (days.has(version.validFrom)) {
        context.addIssue({
          code: 'custom',
          path: ['versions', index, 'validFrom'],
          message: contractIssues.duplicateVersionDay,
        });
      }
      days.add(version.validFrom);
      const outside =
        version.validFrom < input.validFrom || (input.validTo !== null && version.validFrom > input.validTo);
      if (outside) {
        context.addIssue({
          code: 'custom',
          path: ['versions', index, 'validFrom'],
          message: contractIssues.versionOutsideContract,
        });
      }
    });
    if (!days.has(input.validFrom)) {
      context.addIssue({
        code: 'custom',
        path: ['versions', 0, 'validFrom'],
        message: contractIssues.firstVersionNotOnStart,
      });
    }
  })
  .transform((input) => ({
    ...input,
    vatExemptionBasis: input.vatTreatment === 'exempt' ? input.vatExemptionBasis : null,
    versions: [...input.versions].sort((a, b) => a.validFrom.localeCompare(b.validFrom)),
  }));
export type CustomerContractInput = z.input<typeof customerContractInputSchema>;
export type CustomerContractValues = z.output<typeof customerContractInputSchema>;
