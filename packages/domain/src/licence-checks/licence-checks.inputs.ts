import { z } from 'zod';
import { licenceCheckKinds, licenceCheckResults, licenceRegisters } from './licence-rules';

/** Issue messages the form shows its own texts for (errors.<CODE> in the web app). */
export const licenceCheckIssues = {
  scopeRequired: 'LICENCE_SCOPE_REQUIRED',
  validityOrder: 'LICENCE_VALIDITY_ORDER',
  registrationNumber: 'LICENCE_REGISTRATION_NUMBER_INVALID',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Terhikki and Suosikki give everyone an 11-digit registration number (domain-rules.md §2). */
const registrationNumberPattern = /^\d{11}$/;

/**
 * What the checker records after looking the person up. A confirmed or restricted licence names the
 * professions it covers; validity runs from `validFrom` to `validUntil` (a Finnish licence normally has no
 * end, a permit does).
 */
export const recordLicenceCheckInputSchema = z
  .object({
    kind: z.enum(licenceCheckKinds),
    register: z.enum(licenceRegisters),
    registrationNumber: optionalText(40),
    result: z.enum(licenceCheckResults),
    registerShowed: optionalText(2000),
    scope: z.array(z.string().trim().min(1).max(100)).max(20),
    validFrom: z.iso.date().nullable(),
    validUntil: z.iso.date().nullable(),
  })
  .superRefine((input, context) => {
    if (input.kind === 'professional_licence' && input.result !== 'not_found' && input.scope.length === 0) {
      context.addIssue({ code: 'custom', path: ['scope'], message: licenceCheckIssues.scopeRequired });
    }
    if (input.validFrom && input.validUntil && input.validUntil < input.validFrom) {
      context.addIssue({ code: 'custom', path: ['validUntil'], message: licenceCheckIssues.validityOrder });
    }
    const finnishRegister = input.register === 'terhikki' || input.register === 'suosikki';
    if (
      finnishRegister &&
      input.registrationNumber &&
      !registrationNumberPattern.test(input.registrationNumber)
    ) {
      context.addIssue({
        code: 'custom',
        path: ['registrationNumber'],
        message: licenceCheckIssues.registrationNumber,
      });
    }
  });
export type RecordLicenceCheckInput = z.input<typeof recordLicenceCheckInputSchema>;
export type RecordLicenceCheckValues = z.output<typeof recordLicenceCheckInputSchema>;

/** The evidence upload's query: the file's name as the checker's device named it. */
export const licenceEvidenceQuerySchema = z.object({ name: z.string().trim().min(1).max(200) });
