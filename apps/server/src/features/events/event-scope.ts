import type { Actor } from '@portal/domain/access';
import { asSubject, defineAbilitiesFor } from '@portal/domain/access';
import type { ChangeEvent } from '@portal/domain/events';
import type { Executor } from '../../db/client';
import { findAreaOfRecord } from './event-scope.repository';

/**
 * Whether a change event may reach an actor, scoped the way the lists are: the actor may read the record
 * (its subject, its account and, for a customer limited to areas, its area). The hub already keeps the
 * events to the actor's accounts; this adds the subject and the area, so a customer's stream carries no id
 * of a gig or shift outside its areas, nor of records it may not list at all (workers, pools).
 */
export function createEventScope(executor: Executor, actor: Actor): (event: ChangeEvent) => Promise<boolean> {
  const ability = defineAbilitiesFor(actor);
  return async (event) => {
    if (!ability.can('read', event.subject)) {
      return false;
    }
    const record: { accountId: string; areaId?: string } = { accountId: event.accountId };
    // Only an actor limited to areas has rules that name the area, so only its events need the lookup.
    if (actor.areaIds) {
      const areaId = await findAreaOfRecord(executor, event.subject, event.id);
      // Not found (null): no area, so a rule that names areas refuses it.
      if (areaId) {
        record.areaId = areaId;
      }
    }
    return ability.can('read', asSubject(event.subject, record));
  };
}
