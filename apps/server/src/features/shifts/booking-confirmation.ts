import {
  defaultLocale,
  formatDate,
  formatDateTime,
  formatTime,
  helsinkiDayKey,
  isLocale,
  type Locale,
} from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { renderMessage } from '../message-templates/message-templates.api';
import { enqueueMail, enqueueSms } from '../outbox/outbox.api';
import { findBookingConfirmationFacts } from './booking-confirmation.repository';
import type { ShiftRow } from './shift-writes.repository';

export const bookingConfirmationKind = 'booking-confirmation';

const roleLabels: Record<Locale, string> = {
  fi: 'Tehtävä: ',
  en: 'Role: ',
  de: 'Rolle: ',
  fr: 'Poste : ',
  pt: 'Função: ',
};

/** 24.11.2026 07:00-15:00, or both dates when the shift ends on another day (a hyphen keeps SMS in GSM-7). */
function shiftTimeOf(startsAt: Date, endsAt: Date): string {
  return helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt)
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}-${formatTime(endsAt)}`
    : `${formatDateTime(startsAt)} - ${formatDateTime(endsAt)}`;
}

/**
 * The spec's sendBookingVerification (§7: to, message): tells the worker a booking they asked for is
 * confirmed — shift time, place and role — in their language, through the outbox in the booking's
 * transaction. An SMS when the worker has a mobile number (the spec's call takes a number and a message),
 * else an e-mail. The text is the `booking-confirmation` message template.
 */
export async function sendBookingConfirmation(
  executor: Executor,
  shift: ShiftRow,
  workerId: string,
): Promise<string | null> {
  const facts = await findBookingConfirmationFacts(executor, {
    workerId,
    areaId: shift.areaId,
    accountId: shift.accountId,
  });
  if (!facts) {
    return null;
  }
  const locale = isLocale(facts.worker.locale) ? facts.worker.locale : defaultLocale;
  const address = [facts.area.street, facts.area.city].filter(Boolean).join(', ');
  const message = await renderMessage(executor, {
    accountId: shift.accountId,
    type: 'booking-confirmation',
    locale,
    values: {
      firstName: facts.worker.firstName,
      company: facts.company,
      area: facts.area.name,
      place: address ? `${facts.area.name}, ${address}` : facts.area.name,
      when: shiftTimeOf(shift.startsAt, shift.endsAt),
      roleLine: shift.roleType ? `${roleLabels[locale]}${shift.roleType}` : '',
    },
  });
  const mobile = facts.worker.mobile?.trim();
  if (mobile) {
    return enqueueSms(executor, {
      accountId: shift.accountId,
      to: mobile,
      kind: bookingConfirmationKind,
      message: message.text,
    });
  }
  return enqueueMail(executor, {
    accountId: shift.accountId,
    to: facts.worker.email,
    kind: bookingConfirmationKind,
    ...message,
  });
}
