import { z } from 'zod';

/**
 * Who an announcement, a bulk SMS or a questionnaire reaches (spec §3: target state, cities, roles). An
 * empty part means "any": no region and no cities reach the whole account. Names compare without case
 * or surrounding spaces, because the spec notes role names are sometimes lower-cased.
 */
export const messageTargetsSchema = z.object({
  region: z.string().trim().min(1).max(120).nullable(),
  cities: z.array(z.string().trim().min(1).max(120)).max(300),
  roles: z.array(z.string().trim().min(1).max(120)).max(50),
});

export type MessageTargets = z.infer<typeof messageTargetsSchema>;

/** The worker facts a target looks at. */
export type TargetedWorker = { region: string | null; city: string | null; profession: string | null };

const normalise = (value: string) => value.trim().toLocaleLowerCase('fi');

/** A bulk SMS must name at least one target (spec §5), so "everyone" is never sent by accident. */
export function hasAnyTarget(targets: MessageTargets): boolean {
  return targets.region !== null || targets.cities.length > 0 || targets.roles.length > 0;
}

function inList(value: string | null, list: string[]): boolean {
  if (list.length === 0) {
    return true;
  }
  return value !== null && list.some((entry) => normalise(entry) === normalise(value));
}

/**
 * Whether a worker is reached: in the region (when one is named), in one of the cities (when any are
 * named) and of one of the roles (when any are named). A role targets the worker's own profession, not
 * every profession that may work as it: a message "to lähihoitajat" is not meant for nurses.
 */
export function matchesTargets(worker: TargetedWorker, targets: MessageTargets): boolean {
  const inRegion =
    targets.region === null ||
    (worker.region !== null && normalise(worker.region) === normalise(targets.region));
  return inRegion && inList(worker.city, targets.cities) && inList(worker.profession, targets.roles);
}
