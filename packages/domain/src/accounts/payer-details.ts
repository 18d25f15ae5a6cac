import { z } from 'zod';
import type { ErrorCode } from '../shared/errors';
import { isEmail, parsePhoneNumber } from '../shared/validators';

/**
 * The employer's details the Incomes Register files need besides its business id and name (decision
 * 0044), kept with the seller details of the organization: each staffing company has its own TyEL pension
 * policy and payroll contact person. All optional here; making a report names the missing ones
 * (PAYER_DETAILS_MISSING). Lengths are the register's schemas': PensionProvIdCode xs:int, PensionPolicyNo
 * a normalizedString of 1-11, ContactPerson Name String200, Telephone String40, Email String70.
 */

/** xs:int's largest value: the register's PensionProvIdCode. */
const xsIntMax = 2_147_483_647;

/**
 * The policy number as pension companies give it (`46-1234567X`): letters and digits, groups joined by
 * single hyphens, at most 11 characters. The register takes any one-line text of 11; the portal keeps
 * to the form of the numbers so that a typo (a space, a slash) is caught before a report is refused.
 */
const policyNoPattern = /^[0-9A-Z]+(?:-[0-9A-Z]+)*$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

/** The fields of the Incomes Register group, as the seller details take them. */
export const payerDetailsShape = {
  pensionProviderCode: z.number().int().min(1).max(xsIntMax).nullable(),
  pensionPolicyNo: optionalText(11),
  payrollContactName: optionalText(200),
  payrollContactTelephone: optionalText(40),
  payrollContactEmail: z
    .string()
    .trim()
    .toLowerCase()
    .max(70)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value))
    .refine((value) => value === null || isEmail(value), 'EMAIL_INVALID'),
};

/** What the portal answers for them: the stored values, null for what is not given. */
export const payerDetailsViewShape = {
  pensionProviderCode: z.number().int().nullable(),
  pensionPolicyNo: z.string().nullable(),
  payrollContactName: z.string().nullable(),
  payrollContactTelephone: z.string().nullable(),
  payrollContactEmail: z.string().nullable(),
};

type PayerDetailsFields = {
  pensionPolicyNo: string | null;
  payrollContactTelephone: string | null;
};
type PayerDetailsField = keyof PayerDetailsFields;

/** Whether a TyEL policy number has the form the portal accepts (see policyNoPattern). */
export function isPensionPolicyNo(value: string): boolean {
  const policyNo = value.trim().toUpperCase();
  return policyNo.length <= 11 && policyNoPattern.test(policyNo);
}

/** The payer details that fail their check, each with the error the portal shows for it. */
export function payerDetailsProblems(
  details: PayerDetailsFields,
): Partial<Record<PayerDetailsField, ErrorCode>> {
  const problems: Partial<Record<PayerDetailsField, ErrorCode>> = {};
  if (details.pensionPolicyNo && !isPensionPolicyNo(details.pensionPolicyNo)) {
    problems.pensionPolicyNo = 'PENSION_POLICY_NO_INVALID';
  }
  if (details.payrollContactTelephone && parsePhoneNumber(details.payrollContactTelephone) === null) {
    problems.payrollContactTelephone = 'PAYROLL_CONTACT_PHONE_INVALID';
  }
  return problems;
}

/**
 * The checked details in their stored form: the policy number in capitals, the telephone in E.164
 * (`+358401234567`, as people write it: `040 123 4567`). Call after payerDetailsProblems found none.
 */
export function normalizedPayerDetails<T extends PayerDetailsFields>(details: T): T {
  return {
    ...details,
    pensionPolicyNo: details.pensionPolicyNo ? details.pensionPolicyNo.trim().toUpperCase() : null,
    payrollContactTelephone: details.payrollContactTelephone
      ? parsePhoneNumber(details.payrollContactTelephone)
      : null,
  };
}
