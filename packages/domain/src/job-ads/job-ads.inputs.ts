import { z } from 'zod';
import {
  jobAdDescriptionMaxLength,
  jobAdEmploymentTypes,
  jobAdKeywordMaxLength,
  jobAdMaxKeywords,
  jobAdMaxQuestions,
  jobAdPayTextMaxLength,
  jobAdQuestionMaxLength,
  jobAdShortTextMaxLength,
  jobAdTitleMaxLength,
} from './job-ads';

/** Issue messages the form shows translated (errors.<CODE>), also answered by the API as the field's code. */
export const jobAdIssues = {
  datesInvalid: 'JOB_AD_DATES_INVALID',
  tooManyKeywords: 'JOB_AD_KEYWORDS_TOO_MANY',
} as const;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const optionalDate = z
  .union([z.iso.date(), z.literal('')])
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * A job ad as the form saves it: title, role, description and employment type required; start and
 * valid-through optional, valid-through not before the start (JOB_AD_DATES_INVALID); keywords trimmed,
 * empty ones and repeats (case-insensitive) dropped, at most ten (JOB_AD_KEYWORDS_TOO_MANY). `publish`
 * posts (or keeps posted) the ad; false saves a draft. `questions` are asked of applicants on the
 * registration page: each trimmed, 1–300 characters, at most ten.
 */
export const jobAdInputSchema = z
  .object({
    title: z.string().trim().min(1).max(jobAdTitleMaxLength),
    role: z.string().trim().min(1).max(jobAdShortTextMaxLength),
    region: optionalText(jobAdShortTextMaxLength),
    city: optionalText(jobAdShortTextMaxLength),
    employmentType: z.enum(jobAdEmploymentTypes),
    startsOn: optionalDate,
    validThrough: optionalDate,
    payText: optionalText(jobAdPayTextMaxLength),
    description: z.string().trim().min(1).max(jobAdDescriptionMaxLength),
    keywords: z.array(z.string().trim().max(jobAdKeywordMaxLength)).max(50),
    /** Questions the registration page asks applicants; each answer is required there. */
    // Optional for callers written before questions existed; an answer is stored with its question's
    // text, so a repeated question is dropped (it could not be told apart).
    questions: z
      .array(z.string().trim().min(1).max(jobAdQuestionMaxLength))
      .max(jobAdMaxQuestions)
      .default([])
      .transform((questions) => [...new Set(questions)]),
    publish: z.boolean(),
  })
  .transform((input) => {
    const seen = new Set<string>();
    const keywords = input.keywords.filter((keyword) => {
      const key = keyword.toLocaleLowerCase('fi');
      if (keyword === '' || seen.has(key)) {
        return false;
      }
      seen.add(key);
      return true;
    });
    return { ...input, keywords };
  })
  .superRefine((input, context) => {
    if (input.startsOn && input.validThrough && input.validThrough < input.startsOn) {
      context.addIssue({ code: 'custom', path: ['validThrough'], message: jobAdIssues.datesInvalid });
    }
    if (input.keywords.length > jobAdMaxKeywords) {
      context.addIssue({ code: 'custom', path: ['keywords'], message: jobAdIssues.tooManyKeywords });
    }
  });
export type JobAdInput = z.input<typeof jobAdInputSchema>;
export type JobAdValues = z.output<typeof jobAdInputSchema>;
