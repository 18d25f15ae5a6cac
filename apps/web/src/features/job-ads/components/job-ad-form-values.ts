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
  };
}

/** What the schema checks: the typed values and whether the button pressed posts the ad. */
export function toJobAdCandidate(values: JobAdFormValues, publish: boolean) {
  return { ...values, publish };
}
