import { z } from 'zod';

/** A registration code: 6 digits, valid 10 minutes, dead after 5 wrong tries (decision 0051). */
export const registrationCodeLength = 6;
export const registrationCodeValidMinutes = 10;
export const registrationCodeMaxAttempts = 5;
/** Codes sent per e-mail address and per client address in one hour; more answers 429. */
export const registrationCodesPerEmailPerHour = 5;
export const registrationCodesPerAddressPerHour = 20;
/** How long the secret that a verified code gives stays good for finishing the form. */
export const registrationSecretValidMinutes = 60;
/** Spec §9: a seeking period of at least this many days counts as long-term seeking. */
export const longTermSeekingToleranceDays = 20;

export const applicantGenders = ['female', 'male', 'other', 'undisclosed'] as const;
export type ApplicantGender = (typeof applicantGenders)[number];
export const studyTypes = ['degree', 'student', 'apprenticeship', 'none'] as const;
export type StudyType = (typeof studyTypes)[number];

/** The same answer whether or not the address has an account: it reveals nothing (decision 0051). */
export const registrationCodeSentSchema = z.object({
  sent: z.literal(true),
  expiresInMinutes: z.number().int(),
});
export type RegistrationCodeSent = z.infer<typeof registrationCodeSentSchema>;

export const registrationSecretSchema = z.object({ secret: z.string() });
export type RegistrationSecret = z.infer<typeof registrationSecretSchema>;

export const registeredApplicantSchema = z.object({ registered: z.literal(true) });
export type RegisteredApplicant = z.infer<typeof registeredApplicantSchema>;

/** The ad's public facts that head the registration page. */
export const publicRecruitmentSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  role: z.string(),
  city: z.string().nullable(),
  /**
   * The ad's own questions (issue 16 §1): the page asks each; every one needs an answer. None when left
   * out, so a reader written before questions existed (a test's fake answer) still parses.
   */
  questions: z.array(z.string()).default([]),
});
export type PublicRecruitment = z.infer<typeof publicRecruitmentSchema>;

/** Whole days from start to end (YYYY-MM-DD), both counted. */
function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * Spec §9's long-term seeking tolerance: a period with no end, or of 20 days or more, is long-term; a
 * shorter one is a short gig search. No start means none was given: not long-term.
 */
export function isLongTermSeeking(start: string | null, end: string | null): boolean {
  if (start === null) {
    return false;
  }
  return end === null || daysBetween(start, end) >= longTermSeekingToleranceDays;
}

/** Longest answer to one of the ad's questions. */
export const registrationAnswerMaxLength = 2000;

/**
 * The answers fit the ad's questions: exactly one non-empty answer per question, none to a question the ad
 * does not ask (the ad may have been edited while the page was open: REGISTRATION_ANSWERS_INVALID).
 */
export function answersMatchQuestions(
  questions: readonly string[],
  answers: readonly { question: string; answer: string }[],
): boolean {
  const asked = new Set(questions);
  const answered = new Set(answers.map((entry) => entry.question));
  return (
    answers.length === asked.size &&
    answered.size === asked.size &&
    answers.every((entry) => asked.has(entry.question) && entry.answer.trim() !== '')
  );
}
