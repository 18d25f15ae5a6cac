import { z } from 'zod';
import { isPlausibleBirthday, parseBirthday } from '../shared/birthday';
import { locales } from '../shared/constants';
import { isEmail, isFullName, parsePhoneNumber } from '../shared/validators';
import { finnishCareRoles, minPasswordLength } from '../users';
import { applicationSeekingOptions, finnishRegions } from '../workers/workers';
import { isApplicationPeriodValid } from '../workers/workers.rules';
import {
  applicantGenders,
  registrationAnswerMaxLength,
  registrationCodeLength,
  studyTypes,
} from './registration';

/** Stored lower-case and trimmed: addresses are unique whatever case the applicant types. */
export const registrationEmailSchema = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .refine(isEmail, { message: 'EMAIL_INVALID' })
  .transform((value) => value.toLowerCase());

/** The page's language: the code's e-mail is written in it. */
const pageLocale = z.enum(locales).default('fi');
export const emailCheckInputSchema = z.object({ email: registrationEmailSchema, locale: pageLocale });
export const registrationCodeInputSchema = z.object({
  email: registrationEmailSchema,
  recruitmentId: z.uuid(),
  locale: pageLocale,
});
export const verifyRegistrationCodeInputSchema = z.object({
  email: registrationEmailSchema,
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${registrationCodeLength}}$`), { message: 'REGISTRATION_CODE_FORMAT' }),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value === null || value === '' ? null : value));

const uniqueTexts = (max: number, each: number) =>
  z
    .array(z.string().trim().min(1).max(each))
    .max(max)
    .transform((values) => [...new Set(values)]);

const isoDay = z.iso.date();

/**
 * A birthday typed D.M.YYYY or DD.MM.YYYY (the app's birthday helpers), stored YYYY-MM-DD. The stored
 * form is taken too, so the page's parsed details pass the server's same check.
 */
const birthdaySchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const stored = isoDay.safeParse(value).success ? value : parseBirthday(value);
    if (stored === null) {
      context.addIssue({ code: 'custom', message: 'BIRTHDAY_INVALID' });
      return z.NEVER;
    }
    if (!isPlausibleBirthday(stored)) {
      context.addIssue({ code: 'custom', message: 'BIRTHDAY_OUT_OF_RANGE' });
      return z.NEVER;
    }
    return stored;
  });

const mobileSchema = z
  .string()
  .trim()
  .min(1)
  .max(30)
  .transform((value, context) => {
    const e164 = parsePhoneNumber(value);
    if (e164 === null) {
      context.addIssue({ code: 'custom', message: 'PHONE_INVALID' });
      return z.NEVER;
    }
    return e164;
  });

/** The same checks for a recruiter's edit of an application (applications.inputs.ts). */
export const applicantBirthdaySchema = birthdaySchema;
export const applicantMobileSchema = mobileSchema;

/** What the applicant tells about themselves (spec §3, User application fields). */
export const applicantDetailsSchema = z
  .object({
    password: z.string().min(minPasswordLength, { message: 'PASSWORD_TOO_SHORT' }).max(200),
    fullName: z.string().trim().min(1).max(200).refine(isFullName, { message: 'FULL_NAME_INVALID' }),
    mobile: mobileSchema,
    birthday: birthdaySchema,
    addressRegion: z.enum(finnishRegions),
    addressCity: z.string().trim().min(1).max(100),
    profession: z.enum(finnishCareRoles),
    gender: z.enum(applicantGenders).nullable(),
    permits: uniqueTexts(20, 100),
    languages: uniqueTexts(20, 50),
    drivingLicence: z.boolean(),
    hasCar: z.boolean(),
    degree: optionalText(200),
    studyType: z.enum(studyTypes).nullable(),
    credits: z.number().min(0).max(999).nullable(),
    applicationSeeking: z
      .array(z.enum(applicationSeekingOptions))
      .min(1, { message: 'SEEKING_REQUIRED' })
      .max(applicationSeekingOptions.length)
      .transform((values) => [...new Set(values)]),
    applicationStart: z.iso.date().nullable(),
    applicationEnd: z.iso.date().nullable(),
    answers: z
      .array(
        z.object({
          question: z.string().trim().min(1).max(500),
          answer: z.string().trim().max(registrationAnswerMaxLength),
        }),
      )
      .max(30),
    locale: z.enum(locales),
  })
  .superRefine((values, context) => {
    if (!isApplicationPeriodValid(values.applicationStart, values.applicationEnd)) {
      context.addIssue({ code: 'custom', path: ['applicationEnd'], message: 'END_BEFORE_START' });
    }
  });
export type ApplicantDetailsInput = z.input<typeof applicantDetailsSchema>;
export type ApplicantDetails = z.output<typeof applicantDetailsSchema>;

export const registerApplicantInputSchema = z.object({
  secret: z.string().min(20).max(200),
  recruitmentId: z.uuid(),
  details: applicantDetailsSchema,
});
export type RegisterApplicantInput = z.input<typeof registerApplicantInputSchema>;
