import type { Locale } from '@portal/domain/shared';
import { formatDate, formatDateTime, formatTime, helsinkiDayKey } from '@portal/domain/shared';

/** What the invitation says about the shift; times are shown in Helsinki time, as everywhere. */
export type InvitationMessageInput = {
  firstName: string;
  areaName: string;
  address: string | null;
  startsAt: Date;
  endsAt: Date;
  roleType: string | null;
  link: string;
  expiresAt: Date;
  company: string;
};

type Facts = { when: string; until: string } & InvitationMessageInput;

type InvitationTexts = { sms: (facts: Facts) => string };

/** 24.11.2026 07:00-15:00, or both dates when the shift ends on another day. A plain hyphen keeps SMS in GSM-7. */
function shiftTimeOf(startsAt: Date, endsAt: Date): string {
  return helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt)
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}-${formatTime(endsAt)}`
    : `${formatDateTime(startsAt)} - ${formatDateTime(endsAt)}`;
}

// The label before the role, as the e-mail has always written it (French puts a space before the colon).
const roleLabels: Record<Locale, string> = {
  fi: 'Tehtävä: ',
  en: 'Role: ',
  de: 'Rolle: ',
  fr: 'Poste : ',
  pt: 'Função: ',
};

// The SMS to a worker, short: one or two parts with the link. The e-mail is the `shift-invitation` message
// template (features/message-templates), filled with `invitationTemplateValues`.
const texts: Record<Locale, InvitationTexts> = {
  fi: {
    sms: (facts) =>
      `Hei ${facts.firstName}! Vuorotarjous: ${facts.areaName} ${facts.when}. Vastaa ${facts.until} mennessä: ${facts.link}`,
  },
  en: {
    sms: (facts) =>
      `Hi ${facts.firstName}! Shift offer: ${facts.areaName} ${facts.when}. Answer by ${facts.until}: ${facts.link}`,
  },
  de: {
    sms: (facts) =>
      `Hallo ${facts.firstName}! Schichtangebot: ${facts.areaName} ${facts.when}. Antwort bis ${facts.until}: ${facts.link}`,
  },
  fr: {
    sms: (facts) =>
      `Bonjour ${facts.firstName} ! Vacation proposée : ${facts.areaName} ${facts.when}. Répondez avant le ${facts.until} : ${facts.link}`,
  },
  pt: {
    sms: (facts) =>
      `Olá ${facts.firstName}! Proposta de turno: ${facts.areaName} ${facts.when}. Responda até ${facts.until}: ${facts.link}`,
  },
};

function factsOf(input: InvitationMessageInput): Facts {
  return {
    ...input,
    when: shiftTimeOf(input.startsAt, input.endsAt),
    until: formatDateTime(input.expiresAt),
  };
}

/** The placeholders of the `shift-invitation` e-mail template (features/message-templates). */
export function invitationTemplateValues(
  locale: Locale,
  input: InvitationMessageInput,
): Record<string, string> {
  const facts = factsOf(input);
  return {
    firstName: facts.firstName,
    company: facts.company,
    area: facts.areaName,
    place: facts.address ? `${facts.areaName}, ${facts.address}` : facts.areaName,
    when: facts.when,
    roleLine: facts.roleType ? `${roleLabels[locale]}${facts.roleType}` : '',
    link: facts.link,
    until: facts.until,
  };
}

/** The invitation SMS in the worker's message language. */
export function buildShiftInvitationSms(locale: Locale, input: InvitationMessageInput): string {
  return texts[locale].sms(factsOf(input));
}
