import { gigAreaValuesOf } from '@portal/domain/gigs';
import { type GermanCareRole, germanArea, germanIds, germanWorkerOf } from './german-account';
import { type ShiftKind, timesOf } from './gig-plans';
import {
  createdEntry,
  dayMs,
  type GigRows,
  type ShiftRow,
  type ShiftStatus,
  withAreaContracts,
} from './gig-rows';
import type { CalendarDate } from './helsinki-time';
import { deriveId } from './ids';

// The German account's gigs: fixed, not drawn, so every screen of a German admin has rows: open and
// requested shifts, booked ones, confirmed ones with a quick-pay boost (the action center's quick-pay
// tab) and a verified one. Berlin is always one hour behind Helsinki, so the Helsinki shift hours of
// gig-plans.ts are the German Früh-, Spät- and Nachtdienst (6-14, 13-21, 20-6).

const kindLabels: Record<ShiftKind, [string, string]> = {
  morning: ['Frühdienst', 'Frühdienste'],
  evening: ['Spätdienst', 'Spätdienste'],
  night: ['Nachtdienst', 'Nachtdienste'],
};

type GermanShift = { day: number; status: ShiftStatus; worker?: string; requests?: string[] };

type GermanGig = {
  key: string;
  role: GermanCareRole;
  kind: ShiftKind;
  shifts: GermanShift[];
  boost?: { boostType: 'quick' | 'bonus'; boostValue: number };
};

const requirements =
  'Deutschkenntnisse mindestens B2. Einarbeitung zu Schichtbeginn durch die Schichtleitung.';

function germanGigs(): GermanGig[] {
  const nurse = germanWorkerOf('Pflegefachkraft');
  const secondNurse = germanWorkerOf('Pflegefachkraft', 1);
  const carer = germanWorkerOf('Pflegekraft');
  const secondCarer = germanWorkerOf('Pflegekraft', 1);
  const assistant = germanWorkerOf('Pflegehilfskraft (Stationär)');
  return [
    {
      key: 'quick-nurse',
      role: 'Pflegefachkraft',
      kind: 'morning',
      shifts: [
        { day: -6, status: 'confirmed', worker: nurse },
        { day: -5, status: 'confirmed', worker: nurse },
      ],
      boost: { boostType: 'quick', boostValue: 15 },
    },
    {
      key: 'quick-carer',
      role: 'Pflegekraft',
      kind: 'evening',
      shifts: [{ day: -3, status: 'confirmed', worker: carer }],
      boost: { boostType: 'quick', boostValue: 10 },
    },
    {
      key: 'verified',
      role: 'Pflegekraft',
      kind: 'morning',
      shifts: [{ day: -8, status: 'verified', worker: secondCarer }],
    },
    {
      key: 'booked',
      role: 'Pflegefachkraft',
      kind: 'evening',
      shifts: [
        { day: 1, status: 'booked', worker: secondNurse },
        { day: 4, status: 'booked', worker: secondNurse },
      ],
    },
    {
      key: 'nights',
      role: 'Pflegehilfskraft (Stationär)',
      kind: 'night',
      shifts: [
        { day: 2, status: 'open', requests: [assistant] },
        { day: 3, status: 'open' },
      ],
      boost: { boostType: 'bonus', boostValue: 4 },
    },
    { key: 'doctor', role: 'Arzt', kind: 'morning', shifts: [{ day: 5, status: 'open' }] },
  ];
}

/** The rows of one fixed gig; confirmed and verified shifts carry their real times and who confirmed them. */
function rowsOf(gig: GermanGig, now: Date, today: CalendarDate): GigRows {
  const gigId = deriveId(`gig:de:${gig.key}`);
  const processer = germanIds.admin;
  const title = `${gig.role}, ${kindLabels[gig.kind][gig.shifts.length === 1 ? 0 : 1]}`;
  const times = gig.shifts.map((shift) => timesOf(today, { kind: gig.kind, day: shift.day }));
  const firstStart = Math.min(...times.map((time) => time.startsAt.getTime()));
  const lastEnd = Math.max(...times.map((time) => time.endsAt.getTime()));
  const createdAt = new Date(Math.min(now.getTime(), firstStart) - 7 * dayMs);
  const boost = gig.boost
    ? { boosted: true, ...gig.boost }
    : { boosted: false, boostType: null, boostValue: null };
  const shifts: ShiftRow[] = gig.shifts.map((shift, index) => {
    const { startsAt, endsAt } = times[index] as { startsAt: Date; endsAt: Date };
    const done = shift.status === 'confirmed' || shift.status === 'verified';
    return {
      id: deriveId(`shift:de:${gig.key}:${index}`),
      accountId: germanIds.account,
      areaId: germanIds.area,
      gigId,
      title,
      startsAt,
      endsAt,
      status: shift.status,
      isDraft: false,
      reserved: Boolean(shift.worker),
      reservations: shift.requests ?? [],
      assignedTo: shift.worker ?? null,
      roleType: gig.role,
      requirements,
      updates: [createdEntry(createdAt, processer)],
      ...boost,
      ...(done
        ? {
            actualStartsAt: startsAt,
            actualEndsAt: endsAt,
            breakMinutes: 30,
            confirmedAt: new Date(endsAt.getTime() + 2 * 3_600_000),
            confirmedBy: processer,
          }
        : {}),
      ...(shift.status === 'verified' ? { verifiedAt: new Date(endsAt.getTime() + dayMs) } : {}),
      createdAt,
      updatedAt: createdAt,
    };
  });
  return {
    shifts,
    gigs: [
      {
        id: gigId,
        accountId: germanIds.account,
        areaId: germanIds.area,
        title,
        status: 'published',
        isPublished: true,
        availableShifts: shifts.filter((shift) => shift.status === 'open').length,
        totalShifts: shifts.length,
        startDate: new Date(firstStart),
        endDate: new Date(lastEnd),
        expDate: new Date(firstStart),
        roleType: gig.role,
        requirements,
        ...gigAreaValuesOf({ contract: null, ...germanArea, contactEmails: [...germanArea.contactEmails] }),
        ...boost,
        createdBy: processer,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}

export function buildGermanGigs(now: Date, today: CalendarDate): GigRows {
  const rows: GigRows = { gigs: [], shifts: [] };
  for (const gig of germanGigs()) {
    const gigRows = rowsOf(gig, now, today);
    rows.gigs.push(...gigRows.gigs);
    rows.shifts.push(...gigRows.shifts);
  }
  return withAreaContracts(rows);
}
