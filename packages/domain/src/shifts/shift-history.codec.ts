import { type BoostType, boostTypes, type WorkDayType, workDayTypes } from './shift';

/**
 * The fields a shift edit can change, as its history entry names them. `boost` is a gig edit that changed
 * the boost of the gig's shifts; `title` is the gig's title carried to its shifts.
 */
export const shiftChangeFields = [
  'title',
  'startsAt',
  'endsAt',
  'roleType',
  'requirements',
  'boost',
] as const;
export type ShiftChangeField = (typeof shiftChangeFields)[number];

export function isShiftChangeField(value: string): value is ShiftChangeField {
  return (shiftChangeFields as readonly string[]).includes(value);
}

/**
 * What a history entry's `content` says, by kind. The entry stores it as a string (the spec's `content`), so
 * the detail reads in every language: the web app translates field names, boost types and work-day types.
 */
export type ShiftHistoryDetail =
  | { kind: 'none' }
  /** An edit: which fields changed. Unknown names (from old rows) are kept and shown as stored. */
  | { kind: 'fields'; fields: string[] }
  | { kind: 'boost'; boostType: BoostType; boostValue: number | null }
  /** A worker's name: booked, cancelled, invited, ... */
  | { kind: 'person'; name: string }
  | { kind: 'recipients'; emails: string[] }
  /** Completed-shift verification: the real period and figures. */
  | {
      kind: 'completion';
      period: string;
      breakMinutes: number;
      paidHours: number;
      kilometres: number;
      workDayType: WorkDayType;
    }
  /** Anything else stored as text (a gig title on a split, rows older than the codec). */
  | { kind: 'text'; text: string };

const completionSeparator = ' · ';

/** The one way a history detail becomes the entry's `content`. */
export function encodeShiftHistoryContent(detail: ShiftHistoryDetail): string {
  switch (detail.kind) {
    case 'none':
      return '';
    case 'fields':
      return detail.fields.join(',');
    case 'boost':
      return detail.boostValue === null ? detail.boostType : `${detail.boostType} ${detail.boostValue}`;
    case 'person':
      return detail.name;
    case 'recipients':
      return detail.emails.join(', ');
    case 'completion':
      return [
        detail.period,
        `${detail.breakMinutes} min`,
        `${detail.paidHours} h`,
        `${detail.kilometres} km`,
        detail.workDayType,
      ].join(completionSeparator);
    case 'text':
      return detail.text;
  }
}

const personStates: readonly string[] = [
  'assigned',
  'unassigned',
  'cancelled',
  'reservation_added',
  'reservation_accepted',
  'invited',
  'invitation_accepted',
  'invitation_declined',
  'invitation_revoked',
];

function decodeCompletion(content: string): ShiftHistoryDetail {
  const [period, breakText, hoursText, kmText, workDayType, ...rest] = content.split(completionSeparator);
  const numberOf = (text: string | undefined, unit: string) =>
    text?.endsWith(` ${unit}`) ? Number(text.slice(0, -unit.length - 1)) : Number.NaN;
  const figures = [numberOf(breakText, 'min'), numberOf(hoursText, 'h'), numberOf(kmText, 'km')];
  if (
    rest.length > 0 ||
    !period ||
    figures.some((figure) => Number.isNaN(figure)) ||
    !(workDayTypes as readonly string[]).includes(workDayType ?? '')
  ) {
    return { kind: 'text', text: content };
  }
  const [breakMinutes = 0, paidHours = 0, kilometres = 0] = figures;
  return {
    kind: 'completion',
    period,
    breakMinutes,
    paidHours,
    kilometres,
    workDayType: workDayType as WorkDayType,
  };
}

/**
 * The one way an entry's `content` is read back. Reads every form stored so far: edits joined as `a,b`
 * (gig edits) or `a, b` (shift edits), boosts as `type value`.
 */
export function decodeShiftHistoryContent(entry: { state: string; content: string }): ShiftHistoryDetail {
  const content = entry.content.trim();
  if (!content) {
    return { kind: 'none' };
  }
  switch (entry.state) {
    case 'updated':
      return { kind: 'fields', fields: content.split(/\s*,\s*/).filter(Boolean) };
    case 'boosted':
    case 'boost_removed': {
      const [type, value, ...rest] = content.split(/\s+/);
      if (rest.length > 0 || !type || !(boostTypes as readonly string[]).includes(type)) {
        return { kind: 'text', text: content };
      }
      const amount = value === undefined ? null : Number(value);
      return Number.isNaN(amount)
        ? { kind: 'text', text: content }
        : { kind: 'boost', boostType: type as BoostType, boostValue: amount };
    }
    case 'sent_for_inspection':
      return { kind: 'recipients', emails: content.split(/\s*,\s*/).filter(Boolean) };
    case 'confirmed':
      return decodeCompletion(content);
    default:
      return personStates.includes(entry.state)
        ? { kind: 'person', name: content }
        : { kind: 'text', text: content };
  }
}
