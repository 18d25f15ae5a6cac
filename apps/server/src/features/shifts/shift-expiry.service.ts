import { boostAfterUpdate } from '@portal/domain/shifts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { changeShift } from './shift-transitions';
import { boostOf, lockEndedUnfilledShifts } from './shifts.repository';

export type ShiftExpiryDependencies = { db: Database; clock: Clock };

/** Shifts expired per transaction: a backlog is worked off in several short transactions. */
const batchSize = 200;

/**
 * Open and draft shifts nobody took before their end become `expired` (spec section 4), with a history entry
 * by the system, an audit row and a change notice; a quick boost goes with it. Runs as a scheduled job; rows
 * another run holds are skipped, so overlapping runs never expire a shift twice.
 */
export function createShiftExpiryService({ db, clock }: ShiftExpiryDependencies) {
  async function expireBatch(now: Date): Promise<number> {
    return db.transaction(async (tx) => {
      const ended = await lockEndedUnfilledShifts(tx, now, batchSize);
      for (const shift of ended) {
        const boost = boostAfterUpdate('expired', boostOf(shift));
        await changeShift(tx, shift, {
          values: { status: 'expired', ...boost },
          state: 'expired',
          by: { actorId: null, processer: null, at: now },
          audit: {
            action: 'shift.expired',
            changes: {
              before: { status: shift.status },
              after: { status: 'expired', boosted: boost.boosted },
            },
          },
        });
      }
      return ended.length;
    });
  }

  return {
    /** Expires every ended open or draft shift; answers how many changed. */
    async expireEndedShifts(): Promise<number> {
      const now = clock.now();
      let total = 0;
      for (;;) {
        const count = await expireBatch(now);
        total += count;
        if (count < batchSize) {
          return total;
        }
      }
    },
  };
}

export type ShiftExpiryService = ReturnType<typeof createShiftExpiryService>;
