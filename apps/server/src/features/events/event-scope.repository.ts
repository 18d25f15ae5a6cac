import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { gigs, shifts } from '../../db/schema/shifts.schema';

/**
 * The area of a record whose lists are scoped by area (read only, for scoping change events): an area is
 * its own, a gig and a shift carry theirs. Deleted rows stay (soft delete), so a deletion is scoped too.
 * Undefined for subjects without an area; null when the record is not found.
 */
export async function findAreaOfRecord(
  executor: Executor,
  subject: string,
  id: string,
): Promise<string | null | undefined> {
  if (subject === 'Area') {
    return id;
  }
  const table = subject === 'Gig' ? gigs : subject === 'Shift' ? shifts : null;
  if (!table) {
    return undefined;
  }
  // Ids in events are uuids; anything else names no record (and must not reach the uuid cast).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    return null;
  }
  const [row] = await executor.select({ areaId: table.areaId }).from(table).where(eq(table.id, id));
  return row?.areaId ?? null;
}
