import {
  type ApplicationDetail,
  type ApplicationHistoryEntry,
  type ApplicationRow,
  type ApplicationStep,
  applicantGenders,
  applicationStepMoves,
  type CallListRow,
  isApplicationStep,
  isLongTermSeeking,
  recruiterMovesFrom,
  studyTypes,
} from '@portal/domain/recruitment';
import type { ApplicationRowData, StepEventRow } from './applications.repository';
import type { CallRowData } from './applications-list.repository';

const fullNameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** A stored step the table does not know (a hand-edited row) reads as applied rather than failing. */
const stepOf = (value: string | null): ApplicationStep => (isApplicationStep(value) ? value : 'applied');

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

function answersOf(value: unknown): { question: string; answer: string }[] {
  if (!Array.isArray(value)) {
    return [];
  }
  return value.flatMap((item) =>
    typeof item === 'object' && item !== null && 'question' in item && 'answer' in item
      ? [{ question: String(item.question), answer: String(item.answer) }]
      : [],
  );
}

function recruiterOf(row: ApplicationRowData) {
  return row.assignedToId
    ? { id: row.assignedToId, fullName: fullNameOf(row.assignedToFirstName, row.assignedToLastName) }
    : null;
}

export function presentApplicationRow(row: ApplicationRowData): ApplicationRow {
  return {
    id: row.id,
    fullName: fullNameOf(row.firstName, row.lastName),
    email: row.email,
    mobile: row.mobile,
    profession: row.profession,
    addressRegion: row.addressRegion,
    addressCity: row.addressCity,
    applicationSeeking: row.applicationSeeking,
    applicationStart: row.applicationStart,
    applicationEnd: row.applicationEnd,
    longTermSeeking: isLongTermSeeking(row.applicationStart, row.applicationEnd),
    step: stepOf(row.step),
    stepChangedAt: row.stepChangedAt.toISOString(),
    source: row.source,
    jobAdTitle: row.jobAdTitle,
    assignedTo: recruiterOf(row),
    confirmed: row.confirmed,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentApplication(row: ApplicationRowData): ApplicationDetail {
  const step = stepOf(row.step);
  return {
    ...presentApplicationRow(row),
    accountId: row.accountId,
    firstName: row.firstName,
    lastName: row.lastName,
    birthday: row.birthday,
    locale: row.locale,
    gender: oneOf(applicantGenders, row.gender),
    permits: row.permits ?? [],
    languages: row.languages ?? [],
    drivingLicence: row.drivingLicence,
    hasCar: row.hasCar,
    degree: row.degree,
    studyType: oneOf(studyTypes, row.studyType),
    credits: row.credits,
    answers: answersOf(row.answers),
    jobAdId: row.jobAdId,
    nextSteps: recruiterMovesFrom(step),
    canConfirm: !row.confirmed && applicationStepMoves[step].includes('confirmed'),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentHistoryEntry(row: StepEventRow): ApplicationHistoryEntry {
  const fromStep = isApplicationStep(row.fromStep) ? row.fromStep : null;
  const toStep = stepOf(row.toStep);
  return {
    id: row.id,
    fromStep,
    toStep,
    call: toStep === 'no_answer' ? 'no_answer' : fromStep === toStep ? 'reached' : null,
    note: row.note,
    actor: row.actorId
      ? { id: row.actorId, fullName: fullNameOf(row.actorFirstName, row.actorLastName) }
      : null,
    at: row.createdAt.toISOString(),
  };
}

export function presentCallRow(
  row: CallRowData,
  lastCall: { at: Date; note: string | null } | undefined,
): CallListRow {
  return {
    id: row.id,
    fullName: fullNameOf(row.firstName, row.lastName),
    mobile: row.mobile ?? '',
    profession: row.profession,
    addressCity: row.addressCity,
    step: stepOf(row.step),
    stepChangedAt: row.stepChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    lastCallAt: lastCall?.at.toISOString() ?? null,
    lastCallNote: lastCall?.note ?? null,
  };
}
