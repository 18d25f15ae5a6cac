import type { ApplicantGender, ApplicationDetail, StudyType } from '@portal/domain/recruitment';
import { type ApplicationSeeking, applicationSeekingOptions } from '@portal/domain/workers';

/** A yes / no answer the applicant may have left out: '' is "not told". */
export type YesNoValue = '' | 'true' | 'false';

/** The edit form's fields as typed; optional texts, days and choices are '' when empty. */
export type ApplicationFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  birthday: string;
  addressRegion: string;
  addressCity: string;
  profession: string;
  applicationSeeking: ApplicationSeeking[];
  applicationStart: string;
  applicationEnd: string;
  gender: ApplicantGender | '';
  permits: string[];
  languages: string[];
  drivingLicence: YesNoValue;
  hasCar: YesNoValue;
  degree: string;
  studyType: StudyType | '';
  credits: number | string;
  assignedTo: string;
};

const isSeekingOption = (option: string): option is ApplicationSeeking =>
  (applicationSeekingOptions as readonly string[]).includes(option);

const yesNoOf = (value: boolean | null): YesNoValue => (value === null ? '' : value ? 'true' : 'false');
const booleanOf = (value: YesNoValue): boolean | null => (value === '' ? null : value === 'true');

export function valuesOfApplication(application: ApplicationDetail): ApplicationFormValues {
  return {
    firstName: application.firstName,
    lastName: application.lastName,
    email: application.email,
    mobile: application.mobile ?? '',
    birthday: application.birthday ?? '',
    addressRegion: application.addressRegion ?? '',
    addressCity: application.addressCity ?? '',
    profession: application.profession ?? '',
    applicationSeeking: application.applicationSeeking.filter(isSeekingOption),
    applicationStart: application.applicationStart ?? '',
    applicationEnd: application.applicationEnd ?? '',
    gender: application.gender ?? '',
    permits: application.permits,
    languages: application.languages,
    drivingLicence: yesNoOf(application.drivingLicence),
    hasCar: yesNoOf(application.hasCar),
    degree: application.degree ?? '',
    studyType: application.studyType ?? '',
    credits: application.credits ?? '',
    assignedTo: application.assignedTo?.id ?? '',
  };
}

/** The values as the update schema reads them: an empty optional field is null. */
export function toApplicationCandidate(values: ApplicationFormValues) {
  const orNull = (value: string) => (value.trim() === '' ? null : value);
  return {
    ...values,
    mobile: orNull(values.mobile),
    birthday: orNull(values.birthday),
    addressRegion: orNull(values.addressRegion),
    addressCity: orNull(values.addressCity),
    profession: orNull(values.profession),
    applicationStart: orNull(values.applicationStart),
    applicationEnd: orNull(values.applicationEnd),
    gender: values.gender || null,
    drivingLicence: booleanOf(values.drivingLicence),
    hasCar: booleanOf(values.hasCar),
    degree: orNull(values.degree),
    studyType: values.studyType || null,
    credits: values.credits === '' ? null : values.credits,
    assignedTo: orNull(values.assignedTo),
  };
}
