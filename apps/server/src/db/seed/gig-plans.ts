import { type AreaDefinition, areaDefinitions } from './areas';
import { addDays, type CalendarDate, helsinkiInstant } from './helsinki-time';
import type { Random } from './random';
import type { CareRole } from './workers';

// The random plan of the demo gigs: which areas get gigs, their role and shift slots, titles and times.

export type ShiftKind = 'morning' | 'evening' | 'night';

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

export const requirementsByCategory: Record<AreaDefinition['categories'][number], string> = {
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

export type ShiftSlot = { kind: ShiftKind; day: number };

export type GigPlan = {
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

export function planGigs(random: Random): GigPlan[] {
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

export function titleOf(plan: GigPlan): string {
  const role = `${plan.role.charAt(0).toUpperCase()}${plan.role.slice(1)}`;
  const kinds = new Set(plan.slots.map((slot) => slot.kind));
  const [kind] = [...kinds];
  if (kinds.size !== 1 || !kind) {
    return `${role}, vuorot`;
  }
  return `${role}, ${kindLabels[kind][plan.slots.length === 1 ? 0 : 1]}`;
}

export function requirementsOf(plan: GigPlan): string {
  const base = requirementsByCategory[plan.area.categories[0] ?? 'vanhustenhoito'];
  return plan.role === 'sairaanhoitaja' ? `${base} Voimassa oleva LOVE-lupa vaaditaan.` : base;
}

export function timesOf(today: CalendarDate, slot: ShiftSlot): { startsAt: Date; endsAt: Date } {
  const hours = shiftHours[slot.kind];
  const date = addDays(today, slot.day);
  const endDate = hours.end < hours.start ? addDays(date, 1) : date;
  return { startsAt: helsinkiInstant(date, hours.start), endsAt: helsinkiInstant(endDate, hours.end) };
}
