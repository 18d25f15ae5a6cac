import { gigAreaValuesOf } from '@portal/domain/gigs';
import { historyEntry } from '@portal/domain/shifts';
import type { gigs, ShiftUpdateEntry, shifts } from '../schema/shifts.schema';
import { withAreaContract } from './area-contracts';
import { type AreaDefinition, absenceInfo, areaContactEmails } from './areas';

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

/** Gigs and shifts with their area's customer contract, as a gig that picks none takes it (issue 13). */
export function withAreaContracts(rows: GigRows): GigRows {
  return {
    gigs: withAreaContract(rows.gigs, (gig) => gig.areaId),
    shifts: withAreaContract(rows.shifts, (shift) => shift.areaId),
  };
}
