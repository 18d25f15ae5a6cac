import type { ApplicantDetailsInput } from '@portal/domain/recruitment';
import type { Locale } from '@portal/domain/shared';

/** The answer to the ad's question at that position: each its own field, with its own error. */
export type AnswerField = `answer.${number}`;
export const answerField = (index: number): AnswerField => `answer.${index}`;

/** What the registration form's inputs hold: text as typed, '' for "not chosen". */
export type ApplicantValues = {
  password: string;
  fullName: string;
  mobile: string;
  birthday: string;
  addressRegion: string;
  addressCity: string;
  profession: string;
  gender: string;
  permits: string[];
  languages: string[];
  drivingLicence: boolean;
  hasCar: boolean;
  degree: string;
  studyType: string;
  credits: string | number;
  applicationSeeking: string[];
  applicationStart: string;
  applicationEnd: string;
} & { [field: AnswerField]: string };

export function emptyApplicant(profession: string, questions: readonly string[]): ApplicantValues {
  return {
    ...Object.fromEntries(questions.map((_, index) => [answerField(index), ''])),
    password: '',
    fullName: '',
    mobile: '',
    birthday: '',
    addressRegion: '',
    addressCity: '',
    profession,
    gender: '',
    permits: [],
    languages: [],
    drivingLicence: false,
    hasCar: false,
    degree: '',
    studyType: '',
    credits: '',
    applicationSeeking: [],
    applicationStart: '',
    applicationEnd: '',
  };
}

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The inputs turned into what the shared schema reads: '' becomes null, the page's language is sent, and
 * each answer goes with its question's text (what the application's page shows, even if the ad changes).
 */
export function applicantCandidate(
  values: ApplicantValues,
  locale: Locale,
  questions: readonly string[],
): ApplicantDetailsInput {
  return {
    ...values,
    addressRegion: values.addressRegion as ApplicantDetailsInput['addressRegion'],
    profession: values.profession as ApplicantDetailsInput['profession'],
    gender: orNull(values.gender) as ApplicantDetailsInput['gender'],
    studyType: orNull(values.studyType) as ApplicantDetailsInput['studyType'],
    degree: orNull(values.degree),
    credits: values.credits === '' ? null : Number(values.credits),
    applicationSeeking: values.applicationSeeking as ApplicantDetailsInput['applicationSeeking'],
    applicationStart: orNull(values.applicationStart),
    applicationEnd: orNull(values.applicationEnd),
    answers: questions.map((question, index) => ({
      question,
      answer: values[answerField(index)] ?? '',
    })),
    locale,
  };
}
