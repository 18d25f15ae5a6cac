import type { JobAdEmploymentType, JobAdView } from '@portal/domain/job-ads';

/** The job-ad form's fields as typed; optional texts and days are '' when empty. */
export type JobAdFormValues = {
  title: string;
  role: string;
  region: string;
  city: string;
  employmentType: JobAdEmploymentType;
  startsOn: string;
  validThrough: string;
  payText: string;
  description: string;
  keywords: string[];
  /** The ad's questions to applicants as typed; blank ones are dropped on save. */
  questions: string[];
};

export function emptyJobAdValues(): JobAdFormValues {
  return {
    title: '',
    role: '',
    region: '',
    city: '',
    employmentType: 'gig',
    startsOn: '',
    validThrough: '',
    payText: '',
    description: '',
    keywords: [],
    questions: [],
  };
}

export function valuesOfJobAd(ad: JobAdView): JobAdFormValues {
  return {
    title: ad.title,
    role: ad.role,
    region: ad.region ?? '',
    city: ad.city ?? '',
    employmentType: ad.employmentType,
    startsOn: ad.startsOn ?? '',
    validThrough: ad.validThrough ?? '',
    payText: ad.payText ?? '',
    description: ad.description,
    keywords: ad.keywords,
    questions: ad.questions,
  };
}

/** What the schema checks: the typed values and whether the button pressed posts the ad. */
export function toJobAdCandidate(values: JobAdFormValues, publish: boolean) {
  // An added but unfilled question is left out rather than refused: it asks nothing.
  const questions = values.questions.filter((question) => question.trim() !== '');
  return { ...values, questions, publish };
}
