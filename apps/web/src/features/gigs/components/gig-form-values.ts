import type { Area } from '@portal/domain/areas';
import type { GigDetail, GigTemplate } from '@portal/domain/gigs';
import {
  type CreateGigFormInput,
  type GigShiftInput,
  shiftTimesOn,
  type UpdateGigFormInput,
} from '@portal/domain/gigs';
import { formatTime, helsinkiDayKey, isWallTime } from '@portal/domain/shared';
import type { BoostType } from '@portal/domain/shifts';
import type { PickedArea } from './area-picker';

/** A time-of-day row of the shifts editor: every picked date gets one shift per row. */
export type PatternRow = {
  key: string;
  startTime: string;
  endTime: string;
  roleType: string | null;
  requirements: string;
};

/** A shift of the form: an existing one (id) or a new one; `locked` when a worker holds it. */
export type ShiftRow = PatternRow & { id: string | null; date: string; locked: boolean };

export type GigFormValues = {
  area: PickedArea | null;
  title: string;
  contract: string;
  /** The customer contract (not the free text); undefined: the area's, not yet read (a template); null: none. */
  contractId: string | null | undefined;
  contractName: string | null;
  clientEmails: string[];
  contact: string;
  absenceInfo: string;
  locationDetails: string;
  streetAddress: string;
  city: string;
  postcode: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
  roleType: string | null;
  requirements: string;
  boostType: BoostType | null;
  boostValue: string;
  shifts: ShiftRow[];
  /** The shifts editor: dates picked and the times of day each of them gets. */
  dates: string[];
  pattern: PatternRow[];
};

export type GigFormField = 'area' | 'title' | 'shifts' | 'boostValue' | 'dates' | 'postcode';
export type GigFormProblems = Partial<Record<GigFormField, string>> & { shiftIndex?: number };

let keySequence = 0;
export function rowKey(): string {
  keySequence += 1;
  return `row-${keySequence}`;
}

export function patternRow(overrides: Partial<PatternRow> = {}): PatternRow {
  return {
    key: rowKey(),
    startTime: '07:00',
    endTime: '15:00',
    roleType: null,
    requirements: '',
    ...overrides,
  };
}

export function newGigFormValues(): GigFormValues {
  return {
    area: null,
    title: '',
    contract: '',
    contractId: undefined,
    contractName: null,
    clientEmails: [],
    contact: '',
    absenceInfo: '',
    locationDetails: '',
    streetAddress: '',
    city: '',
    postcode: '',
    region: '',
    latitude: null,
    longitude: null,
    roleType: null,
    requirements: '',
    boostType: null,
    boostValue: '',
    shifts: [],
    dates: [],
    pattern: [patternRow()],
  };
}

type PlaceSource = {
  contract: string | null;
  contact: string | null;
  absenceInfo: string | null;
  locationDetails: string | null;
  streetAddress: string | null;
  city: string | null;
  postcode: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Where and with whom the work is: the same fields on an area, a gig and a template. */
function placeFieldsOf(source: PlaceSource, clientEmails: readonly string[]) {
  return {
    contract: source.contract ?? '',
    clientEmails: [...clientEmails],
    contact: source.contact ?? '',
    absenceInfo: source.absenceInfo ?? '',
    locationDetails: source.locationDetails ?? '',
    streetAddress: source.streetAddress ?? '',
    city: source.city ?? '',
    postcode: source.postcode ?? '',
    region: source.region ?? '',
    latitude: source.latitude,
    longitude: source.longitude,
  };
}

type OrderSource = PlaceSource &
  Pick<GigDetail, 'areaId' | 'areaName' | 'title' | 'clientEmails' | 'roleType' | 'boostType'> & {
    requirements: string | null;
    boostValue: number | null;
  };

/** What a gig and a template both hold: the area, the place, the title, the role and the boost. */
function orderFieldsOf(source: OrderSource) {
  return {
    area: { id: source.areaId, name: source.areaName },
    title: source.title,
    ...placeFieldsOf(source, source.clientEmails),
    roleType: source.roleType,
    requirements: source.requirements ?? '',
    boostType: source.boostType,
    boostValue: source.boostValue === null ? '' : String(source.boostValue),
  };
}

/** The area's address, contact, e-mails and instructions, copied into the form (still editable). */
export function withAreaFields(values: GigFormValues, area: Area): GigFormValues {
  return {
    ...values,
    area: { id: area.id, name: area.name },
    ...placeFieldsOf(area, area.contactEmails),
    contractId: area.contractId,
    contractName: area.contractName,
  };
}

export function gigFormValuesOf(gig: GigDetail): GigFormValues {
  return {
    ...newGigFormValues(),
    ...orderFieldsOf(gig),
    contractId: gig.contractId,
    contractName: gig.contractName,
    shifts: gig.shifts.map((shift) => ({
      key: shift.id,
      id: shift.id,
      date: helsinkiDayKey(shift.startsAt),
      startTime: formatTime(shift.startsAt),
      endTime: formatTime(shift.endsAt),
      roleType: shift.roleType,
      requirements: shift.requirements ?? '',
      locked: shift.isBooked,
    })),
  };
}

/** Everything of a template; the dates are for the user to pick. */
export function templateFormValues(template: GigTemplate): GigFormValues {
  return {
    ...newGigFormValues(),
    ...orderFieldsOf(template),
    pattern: template.shifts.map((shift) => patternRow({ ...shift, requirements: shift.requirements ?? '' })),
  };
}

/** An end at or before the start: the shift ends the next day. */
export function endsNextDay(row: Pick<PatternRow, 'startTime' | 'endTime'>): boolean {
  return row.endTime <= row.startTime;
}

/** One shift per picked date and time-of-day row, by date; dates already holding that time are skipped. */
export function shiftRowsFor(
  dates: readonly string[],
  pattern: readonly PatternRow[],
  existing: readonly ShiftRow[],
) {
  const taken = new Set(existing.map((row) => `${row.date} ${row.startTime} ${row.endTime}`));
  const rows: ShiftRow[] = [];
  for (const date of [...dates].sort()) {
    for (const time of pattern) {
      if (!taken.has(`${date} ${time.startTime} ${time.endTime}`)) {
        rows.push({ ...time, key: rowKey(), id: null, date, locked: false });
      }
    }
  }
  return rows;
}

export function shiftInputOf(row: ShiftRow): GigShiftInput {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(row.date) && isWallTime(row.startTime) && isWallTime(row.endTime);
  // A row with a broken date or time gets an empty span, which the shared check reports for that row.
  const { startsAt, endsAt } = valid
    ? shiftTimesOn(row.date, row.startTime, row.endTime)
    : { startsAt: new Date(0), endsAt: new Date(0) };
  return {
    ...(row.id ? { id: row.id } : {}),
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    roleType: row.roleType,
    requirements: row.requirements.trim() || null,
  };
}

function text(value: string): string | null {
  return value.trim() || null;
}

function fieldsOf(values: GigFormValues) {
  const boostValue = values.boostValue.trim() === '' ? null : Number(values.boostValue.replace(',', '.'));
  return {
    title: values.title.trim(),
    roleType: values.roleType,
    requirements: text(values.requirements),
    contract: text(values.contract),
    clientEmails: values.clientEmails,
    contact: text(values.contact),
    absenceInfo: text(values.absenceInfo),
    locationDetails: text(values.locationDetails),
    streetAddress: text(values.streetAddress),
    city: text(values.city),
    postcode: text(values.postcode),
    region: text(values.region),
    latitude: values.latitude,
    longitude: values.longitude,
    boostType: values.boostType,
    boostValue: values.boostType ? boostValue : null,
  };
}

/** The contract to send: only from who may pick one; left out, a new gig takes its area's, a saved one keeps its own. */
function contractOf(values: GigFormValues, withContract: boolean) {
  return { contractId: withContract ? values.contractId : undefined };
}

export function createInputOf(
  values: GigFormValues,
  mode: 'draft' | 'publish',
  withContract = false,
): CreateGigFormInput {
  return {
    ...fieldsOf(values),
    ...contractOf(values, withContract),
    areaId: values.area?.id ?? null,
    mode,
    shifts: values.shifts.map(shiftInputOf),
  };
}

export function updateInputOf(
  values: GigFormValues,
  publish: boolean,
  withContract = false,
): UpdateGigFormInput {
  return {
    ...fieldsOf(values),
    ...contractOf(values, withContract),
    publish,
    shifts: values.shifts.map(shiftInputOf),
  };
}

/** The form as a template: its fields and the distinct times of day of its shifts (or the editor's rows). */
export function templateInputOf(values: GigFormValues, templateName: string) {
  const source = values.shifts.length > 0 ? values.shifts : values.pattern;
  const seen = new Set<string>();
  const shifts = [];
  for (const row of source) {
    const key = [row.startTime, row.endTime, row.roleType, row.requirements.trim()].join('|');
    if (!seen.has(key)) {
      seen.add(key);
      shifts.push({
        startTime: row.startTime,
        endTime: row.endTime,
        roleType: row.roleType,
        requirements: row.requirements.trim() || null,
      });
    }
  }
  return { ...fieldsOf(values), areaId: values.area?.id ?? '', templateName: templateName.trim(), shifts };
}
