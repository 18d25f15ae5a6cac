import type { StaffRole } from '../access/roles';
import { countSmsSegments, type SmsSegmentCount } from '../messaging/sms-segments';
import { costlySmsRoles, costlySmsSegmentLimit } from './worker-messages';

/** Whether an SMS of this many parts is costly (more than `costlySmsSegmentLimit`). */
export function isCostlySms(count: Pick<SmsSegmentCount, 'segments'>): boolean {
  return count.segments > costlySmsSegmentLimit;
}

/** Whether a role may send a costly SMS without contacting an admin. */
export function canSendCostlySms(role: StaffRole): boolean {
  return costlySmsRoles.includes(role);
}

/**
 * Why this role may not send this SMS text, or null when it may: a costly message is refused for
 * non-admins with SMS_COSTLY ('Please contact admin in order to send this sms'), and for an admin until
 * the sender has confirmed it (`confirmed`; SMS_CONFIRMATION_REQUIRED).
 */
export function smsSendProblem(
  role: StaffRole,
  message: string,
  confirmed = false,
): 'SMS_COSTLY' | 'SMS_CONFIRMATION_REQUIRED' | null {
  if (!isCostlySms(countSmsSegments(message))) {
    return null;
  }
  if (!canSendCostlySms(role)) {
    return 'SMS_COSTLY';
  }
  return confirmed ? null : 'SMS_CONFIRMATION_REQUIRED';
}
