import type { StaffRole } from '../access/roles';
import { countSmsSegments } from '../messaging/sms-segments';
import { costlySmsRoles, costlySmsSegmentLimit } from '../worker-messages/worker-messages';

/**
 * A bulk SMS is costly when one message takes more than `costlySmsSegmentLimit` parts (as for a single
 * SMS), or when all recipients together cost more than this many billed parts.
 */
export const costlyBroadcastSegmentTotal = 1000;

export type BroadcastCost = { segments: number; totalSegments: number; costly: boolean };

/** The parts one message takes and what the whole broadcast costs for this many recipients. */
export function broadcastCost(message: string, recipients: number): BroadcastCost {
  const { segments } = countSmsSegments(message);
  const totalSegments = segments * recipients;
  return {
    segments,
    totalSegments,
    costly: segments > costlySmsSegmentLimit || totalSegments > costlyBroadcastSegmentTotal,
  };
}

/**
 * Whether this role may send this broadcast: a costly one only an administrator (spec §5, §8: an agent is
 * told 'Please contact admin in order to send this sms', SMS_COSTLY); the admin is recorded as approver.
 */
export function broadcastSendProblem(role: StaffRole, cost: BroadcastCost): 'SMS_COSTLY' | null {
  return cost.costly && !costlySmsRoles.includes(role) ? 'SMS_COSTLY' : null;
}
