import { gigAreaValuesOf } from '@portal/domain/gigs/gig-area-fields';
import { historyEntry } from '@portal/domain/shifts/shift-history.rules';
import type { gigs, ShiftUpdateEntry, shifts } from '../schema/shifts.schema';
import { type AreaDefinition, absenceInfo, areaContactEmails, areaDefinitions, areaIdOf } from './areas';
import { addDays, type CalendarDate, helsinkiDateOf, helsinkiInstant } from './helsinki-time';
import { deriveId } from './ids';
import { createRandom, type Random } from './random';
import { customerAreaKeys, processorIdOf, staffIdOf } from './staff';
import { type CareRole, canWorkAs, type SeedWorker } from './workers';

/** The seed's first history entry of a shift, written through the domain's history rule like any other. */
function createdEntry(at: Date, processer: string): ShiftUpdateEntry {
  return historyEntry('created', at, { id: processer, name: '' });
}

type GigRow = typeof gigs.$inferInsert;
type ShiftRow = typeof shifts.$inferInsert;
type ShiftStatus = NonNullable<ShiftRow['status']>;
type ShiftKind = 'morning' | 'evening' | 'night';

export type GigRows = { gigs: GigRow[]; shifts: ShiftRow[] };

const dayMs = 86_400_000;
/** Minimum rest around a worker's booked shifts when the seed assigns them. */
const restMs = 9 * 3_600_000;

/** Helsinki wall-clock hours; a night shift ends the next morning. */
const shiftHours: Record<ShiftKind, { start: number; end: number }> = {
  morning: { start: 7, end: 15 },
  evening: { start: 14, end: 22 },
  night: { start: 21, end: 7 },
};

const kindLabels: Record<ShiftKind, [string, string]> = {
  morning: ['aamuvuoro', 'aamuvuorot'],
  evening: ['iltavuoro', 'iltavuorot'],
  night: ['yövuoro', 'yövuorot'],
};

const requirementsByCategory: Record<AreaDefinition['categories'][number], string> = {
  vanhustenhoito: 'Kokemus muistisairaiden hoidosta. Perehdytys talon tapoihin vuoron alussa.',
  kotihoito: 'Kokemus kotihoidosta ja B-ajokortti. Asiakaskäynnit tehdään yksin.',
  mielenterveys: 'Kokemus mielenterveyskuntoutujien kanssa työskentelystä ja rauhallinen ote.',
  vammaispalvelut: 'Siirtotaidot ja kokemus vammaistyöstä.',
};

/** How many gigs each area gets: every area of the first account, some of the others, none for the rest. */
const gigCountByArea: Record<string, [number, number]> = {
  koivula: [3, 4],
  kallio: [3, 4],
  malmi: [3, 4],
  tapiola: [3, 4],
  tikkurila: [3, 4],
  hervanta: [3, 4],
  nasikallio: [3, 4],
  ainola: [2, 2],
  vainola: [2, 2],
  aurankaari: [2, 2],
  harjunrinne: [2, 2],
};

type ShiftSlot = { kind: ShiftKind; day: number };

type GigPlan = {
  key: string;
  area: AreaDefinition;
  role: CareRole;
  slots: ShiftSlot[];
  draft: boolean;
  boosted: boolean;
};

function roleFor(area: AreaDefinition, random: Random): CareRole {
  const category = area.categories[0];
  if (category === 'mielenterveys') {
    return random.weighted([
      ['sairaanhoitaja', 45],
      ['lähihoitaja', 55],
    ] as const);
  }
  return random.weighted([
    ['lähihoitaja', 60],
    ['sairaanhoitaja', category === 'kotihoito' ? 15 : 25],
    ['hoiva-avustaja', category === 'kotihoito' ? 25 : 15],
  ] as const);
}

/** One random gig in `area` whose shifts do not repeat a shift the area already has (same kind, same day). */
function drawGig(area: AreaDefinition, key: string, taken: Set<string>, random: Random): GigPlan {
  for (;;) {
    const shiftCount = random.int(1, 4);
    const step = shiftCount > 1 && random.chance(0.3) ? 2 : 1;
    const firstDay = random.int(-13, 20 - (shiftCount - 1) * step);
    const kind = random.weighted<ShiftKind>([
      ['morning', 45],
      ['evening', 35],
      ['night', 20],
    ]);
    const slots = Array.from({ length: shiftCount }, (_, slot) => ({ kind, day: firstDay + slot * step }));
    if (slots.some((slot) => taken.has(`${area.key}:${slot.kind}:${slot.day}`))) {
      continue;
    }
    const draft = firstDay > 0 && random.chance(0.2);
    // Hard-to-fill future shifts (nights above all) carry a bonus.
    const boosted = !draft && firstDay > 0 && random.chance(kind === 'night' ? 0.5 : 0.1);
    return { key, area, role: roleFor(area, random), slots, draft, boosted };
  }
}

function planGigs(random: Random): GigPlan[] {
  const plans: GigPlan[] = [];
  const taken = new Set<string>();
  const claim = (plan: GigPlan) => {
    for (const slot of plan.slots) {
      taken.add(`${plan.area.key}:${slot.kind}:${slot.day}`);
    }
    plans.push(plan);
  };
  // Round-the-clock cover in the first area, so that a shift is in progress whatever time the seed runs.
  const first = areaDefinitions[0];
  if (first) {
    claim({
      key: `${first.key}:around-the-clock`,
      area: first,
      role: 'lähihoitaja',
      slots: [
        { kind: 'night', day: -1 },
        { kind: 'morning', day: 0 },
        { kind: 'evening', day: 0 },
        { kind: 'night', day: 0 },
      ],
      draft: false,
      boosted: false,
    });
  }
  for (const area of areaDefinitions) {
    const [min, max] = gigCountByArea[area.key] ?? [0, 0];
    const count = random.int(min, max);
    for (let index = 0; index < count; index += 1) {
      claim(drawGig(area, `${area.key}:${index}`, taken, random));
    }
  }
  return plans;
}

function titleOf(plan: GigPlan): string {
  const role = `${plan.role.charAt(0).toUpperCase()}${plan.role.slice(1)}`;
  const kinds = new Set(plan.slots.map((slot) => slot.kind));
  const [kind] = [...kinds];
  if (kinds.size !== 1 || !kind) {
    return `${role}, vuorot`;
  }
  return `${role}, ${kindLabels[kind][plan.slots.length === 1 ? 0 : 1]}`;
}

function requirementsOf(plan: GigPlan): string {
  const base = requirementsByCategory[plan.area.categories[0] ?? 'vanhustenhoito'];
  return plan.role === 'sairaanhoitaja' ? `${base} Voimassa oleva LOVE-lupa vaaditaan.` : base;
}

function timesOf(today: CalendarDate, slot: ShiftSlot): { startsAt: Date; endsAt: Date } {
  const hours = shiftHours[slot.kind];
  const date = addDays(today, slot.day);
  const endDate = hours.end < hours.start ? addDays(date, 1) : date;
  return { startsAt: helsinkiInstant(date, hours.start), endsAt: helsinkiInstant(endDate, hours.end) };
}

/** Books workers without overlapping shifts and with a rest period in between. */
function createRoster(workers: readonly SeedWorker[]) {
  const booked = new Map<string, { start: number; end: number }[]>();

  function candidates(area: AreaDefinition, role: CareRole): SeedWorker[] {
    const suitable = workers.filter(
      (worker) =>
        worker.accountId === area.accountId && worker.bookable && canWorkAs(worker.profession, role),
    );
    const local = suitable.filter((worker) => worker.city === area.city);
    return local.length > 0 ? local : suitable;
  }

  return {
    candidates,
    book(area: AreaDefinition, role: CareRole, startsAt: Date, endsAt: Date, random: Random): string | null {
      const start = startsAt.getTime();
      const end = endsAt.getTime();
      const free = candidates(area, role).filter((worker) =>
        (booked.get(worker.id) ?? []).every(
          (other) => start >= other.end + restMs || end + restMs <= other.start,
        ),
      );
      if (free.length === 0) {
        return null;
      }
      const worker = random.pick(free);
      booked.set(worker.id, [...(booked.get(worker.id) ?? []), { start, end }]);
      return worker.id;
    },
  };
}

type ShiftState = Pick<ShiftRow, 'status' | 'isDraft' | 'reserved' | 'reservations' | 'assignedTo'>;

/** Spec section 4: past shifts are done, verified, expired or still awaiting confirmation; future ones open or booked. */
function stateOf(
  plan: GigPlan,
  times: { startsAt: Date; endsAt: Date },
  now: Date,
  roster: ReturnType<typeof createRoster>,
  random: Random,
): ShiftState {
  const empty = { reserved: false, reservations: [], assignedTo: null };
  if (plan.draft) {
    return { ...empty, status: 'draft', isDraft: true };
  }
  const isPast = times.endsAt.getTime() <= now.getTime();
  const inProgress = !isPast && times.startsAt.getTime() <= now.getTime();
  const roll = random.next();
  let wanted: ShiftStatus;
  if (isPast) {
    wanted = roll < 0.42 ? 'confirmed' : roll < 0.72 ? 'verified' : roll < 0.86 ? 'expired' : 'booked';
  } else if (inProgress) {
    wanted = 'booked';
  } else {
    wanted = roll < 0.5 ? 'open' : 'booked';
  }
  const assignee =
    wanted === 'open' || wanted === 'expired'
      ? null
      : roster.book(plan.area, plan.role, times.startsAt, times.endsAt, random);
  if (assignee) {
    return { status: wanted, isDraft: false, reserved: true, reservations: [], assignedTo: assignee };
  }
  if (isPast) {
    return { ...empty, status: 'expired', isDraft: false };
  }
  // Some open shifts already have workers asking for them.
  const askers = roster.candidates(plan.area, plan.role);
  const wantedAskers =
    askers.length > 0 && random.chance(0.35) ? random.int(1, Math.min(2, askers.length)) : 0;
  const reservations = new Set<string>();
  while (reservations.size < wantedAskers) {
    reservations.add(random.pick(askers).id);
  }
  return { ...empty, status: 'open', isDraft: false, reservations: [...reservations] };
}

/** A gig keeps its own copy of the area's address, contact and instructions (editable per gig). */
function areaFieldsOf(area: AreaDefinition) {
  return gigAreaValuesOf({
    contract: null,
    contactEmails: areaContactEmails(area),
    contact: area.contact,
    absenceInfo,
    locationDetails: area.locationDetails,
    streetAddress: area.streetAddress,
    city: area.city,
    postcode: area.postcode,
    region: area.region,
    latitude: area.latitude,
    longitude: area.longitude,
  });
}

/**
 * A customer's order waiting for approval: three morning shifts in the demo customer's first area, past
 * the days the random gigs use, so it repeats none of their shifts.
 */
function customerSuggestion(now: Date, today: CalendarDate): GigRows {
  const area = areaDefinitions.find((candidate) => candidate.key === customerAreaKeys[0]);
  if (!area) {
    return { gigs: [], shifts: [] };
  }
  const gigId = deriveId('gig:customer-suggestion');
  const customerId = staffIdOf('customer');
  const title = 'Lähihoitaja, aamuvuorot';
  const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
  const createdAt = new Date(now.getTime() - dayMs);
  const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, customerId)];
  const slotTimes = [22, 23, 24].map((day) => timesOf(today, { kind: 'morning', day }));
  const shiftRows: ShiftRow[] = slotTimes.map((times, index) => ({
    id: deriveId(`shift:customer-suggestion:${index}`),
    accountId: area.accountId,
    areaId: areaIdOf(area.key),
    gigId,
    title,
    startsAt: times.startsAt,
    endsAt: times.endsAt,
    status: 'draft',
    isDraft: true,
    roleType: 'lähihoitaja',
    requirements,
    updates,
    createdAt,
    updatedAt: createdAt,
  }));
  const first = slotTimes[0] as { startsAt: Date; endsAt: Date };
  const last = slotTimes[slotTimes.length - 1] as { startsAt: Date; endsAt: Date };
  return {
    shifts: shiftRows,
    gigs: [
      {
        id: gigId,
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        title,
        status: 'suggestion',
        isPublished: false,
        availableShifts: shiftRows.length,
        totalShifts: shiftRows.length,
        startDate: first.startsAt,
        endDate: last.endsAt,
        expDate: first.startsAt,
        roleType: 'lähihoitaja',
        requirements,
        ...areaFieldsOf(area),
        createdBy: customerId,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}

/** A saved template staff start night gigs from: the area's fields and the shifts' times of day. */
function nightTemplate(now: Date): GigRow[] {
  const area = areaDefinitions[0];
  if (!area) {
    return [];
  }
  return [
    {
      id: deriveId('gig-template:nights'),
      accountId: area.accountId,
      areaId: areaIdOf(area.key),
      title: 'Lähihoitaja, yövuorot',
      status: 'draft',
      isPublished: false,
      isTemplate: true,
      templateName: 'Yövuorot (lähihoitaja)',
      templateShifts: [{ startTime: '21:00', endTime: '07:00', roleType: 'lähihoitaja', requirements: null }],
      roleType: 'lähihoitaja',
      requirements: requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'],
      ...areaFieldsOf(area),
      boosted: true,
      boostType: 'bonus',
      boostValue: 4,
      createdBy: processorIdOf(area.accountId),
      createdAt: new Date(now.getTime() - 30 * dayMs),
      updatedAt: new Date(now.getTime() - 30 * dayMs),
    },
  ];
}

/**
 * A booked shift two days back in the demo customer's second area, still waiting for its hours: the
 * action center's completion tab and the customer's verification always have one to show, whatever the
 * random gigs drew. Booked last, with its own randomness, so it changes none of the random gigs.
 */
function awaitingCompletion(today: CalendarDate, roster: ReturnType<typeof createRoster>): GigRows {
  const area = areaDefinitions.find((candidate) => candidate.key === customerAreaKeys[1]);
  const role: CareRole = 'lähihoitaja';
  if (!area) {
    return { gigs: [], shifts: [] };
  }
  const times = timesOf(today, { kind: 'morning', day: -2 });
  const worker = roster.book(
    area,
    role,
    times.startsAt,
    times.endsAt,
    createRandom('demo-awaiting-completion'),
  );
  if (!worker) {
    return { gigs: [], shifts: [] };
  }
  const gigId = deriveId('gig:awaiting-completion');
  const processer = processorIdOf(area.accountId);
  const title = 'Lähihoitaja, aamuvuoro';
  const requirements = requirementsByCategory[area.categories[0] ?? 'vanhustenhoito'];
  const createdAt = new Date(times.startsAt.getTime() - 7 * dayMs);
  const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, processer)];
  return {
    shifts: [
      {
        id: deriveId('shift:awaiting-completion:0'),
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        gigId,
        title,
        startsAt: times.startsAt,
        endsAt: times.endsAt,
        status: 'booked',
        isDraft: false,
        reserved: true,
        reservations: [],
        assignedTo: worker,
        roleType: role,
        requirements,
        updates,
        createdAt,
        updatedAt: createdAt,
      },
    ],
    gigs: [
      {
        id: gigId,
        accountId: area.accountId,
        areaId: areaIdOf(area.key),
        title,
        status: 'published',
        isPublished: true,
        availableShifts: 0,
        totalShifts: 1,
        startDate: times.startsAt,
        endDate: times.endsAt,
        expDate: times.startsAt,
        roleType: role,
        requirements,
        ...areaFieldsOf(area),
        createdBy: processer,
        createdAt,
        updatedAt: createdAt,
      },
    ],
  };
}

/** Gigs and shifts from two weeks back to three weeks ahead of `now`, in Helsinki local time. */
export function buildGigsAndShifts(now: Date, workers: readonly SeedWorker[]): GigRows {
  const random = createRandom('demo-gigs');
  const roster = createRoster(workers);
  const today = helsinkiDateOf(now);
  const rows: GigRows = { gigs: [], shifts: [] };

  for (const plan of planGigs(random)) {
    const gigId = deriveId(`gig:${plan.key}`);
    const processer = processorIdOf(plan.area.accountId);
    const title = titleOf(plan);
    const requirements = requirementsOf(plan);
    const slotTimes = plan.slots.map((slot) => timesOf(today, slot));
    const firstStart = Math.min(...slotTimes.map((times) => times.startsAt.getTime()));
    const lastEnd = Math.max(...slotTimes.map((times) => times.endsAt.getTime()));
    const createdAt = new Date(Math.min(now.getTime(), firstStart) - random.int(2, 10) * dayMs);
    const boost = plan.boosted
      ? { boosted: true, boostType: 'bonus' as const, boostValue: 4 }
      : { boosted: false, boostType: null, boostValue: null };
    const updates: ShiftUpdateEntry[] = [createdEntry(createdAt, processer)];

    const gigShifts: ShiftRow[] = slotTimes.map((times, index) => ({
      id: deriveId(`shift:${plan.key}:${index}`),
      accountId: plan.area.accountId,
      areaId: areaIdOf(plan.area.key),
      gigId,
      title,
      startsAt: times.startsAt,
      endsAt: times.endsAt,
      ...stateOf(plan, times, now, roster, random),
      roleType: plan.role,
      requirements,
      updates,
      ...boost,
      createdAt,
      updatedAt: createdAt,
    }));

    rows.shifts.push(...gigShifts);
    rows.gigs.push({
      id: gigId,
      accountId: plan.area.accountId,
      areaId: areaIdOf(plan.area.key),
      title,
      status: plan.draft ? 'draft' : 'published',
      isPublished: !plan.draft,
      availableShifts: gigShifts.filter((shift) => shift.status === 'open' || shift.status === 'draft')
        .length,
      totalShifts: gigShifts.length,
      startDate: new Date(firstStart),
      endDate: new Date(lastEnd),
      expDate: new Date(firstStart),
      roleType: plan.role,
      requirements,
      ...areaFieldsOf(plan.area),
      ...boost,
      createdBy: processer,
      createdAt,
      updatedAt: createdAt,
    });
  }
  const suggestion = customerSuggestion(now, today);
  const awaiting = awaitingCompletion(today, roster);
  rows.gigs.push(...suggestion.gigs, ...awaiting.gigs, ...nightTemplate(now));
  rows.shifts.push(...suggestion.shifts, ...awaiting.shifts);
  return rows;
}
