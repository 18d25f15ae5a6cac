import { gigAreaValuesOf } from '@portal/domain/gigs';
import { historyEntry } from '@portal/domain/shifts';
import type { gigs, ShiftUpdateEntry, shifts } from '../schema/shifts.schema';
import {
  type AreaDefinition,
  absenceInfo,
  areaContactEmails,
  areaDefinitions,
  areaIdOf,
  contractIdOfArea,
} from './areas';
import { contractIdOf } from './customer-contracts';
import { germanIds } from './german-account';

// The row shapes the demo gigs and shifts are built as, and what every one of them shares.

export type GigRow = typeof gigs.$inferInsert;
export type ShiftRow = typeof shifts.$inferInsert;
export type ShiftStatus = NonNullable<ShiftRow['status']>;

export type GigRows = { gigs: GigRow[]; shifts: ShiftRow[] };

export const dayMs = 86_400_000;

/** The seed's first history entry of a shift, written through the domain's history rule like any other. */
export function createdEntry(at: Date, processer: string): ShiftUpdateEntry {
  return historyEntry('created', at, { id: processer, name: '' });
}

/** A gig keeps its own copy of the area's address, contact and instructions (editable per gig). */
export function areaFieldsOf(area: AreaDefinition) {
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

/** Every demo area's customer contract by the area's id (the German area's is Lindenhof's). */
const contractByAreaId = new Map<string, string>([
  ...areaDefinitions.map((area) => [areaIdOf(area.key), contractIdOfArea(area.key)] as const),
  [germanIds.area, contractIdOf('lindenhof')],
]);

/** Gigs and shifts with their area's customer contract, as a gig that picks none takes it (issue 13). */
export function withAreaContracts(rows: GigRows): GigRows {
  const contractOf = (areaId: string) => contractByAreaId.get(areaId) ?? null;
  return {
    gigs: rows.gigs.map((gig) => ({ ...gig, contractId: contractOf(gig.areaId) })),
    shifts: rows.shifts.map((shift) => ({ ...shift, contractId: contractOf(shift.areaId) })),
  };
}
