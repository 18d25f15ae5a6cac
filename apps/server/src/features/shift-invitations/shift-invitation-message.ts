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

type InvitationTexts = {
  subject: (facts: Facts) => string;
  body: (facts: Facts) => string;
  sms: (facts: Facts) => string;
};

/** 24.11.2026 07:00-15:00, or both dates when the shift ends on another day. A plain hyphen keeps SMS in GSM-7. */
function shiftTimeOf(startsAt: Date, endsAt: Date): string {
  return helsinkiDayKey(startsAt) === helsinkiDayKey(endsAt)
    ? `${formatDate(startsAt)} ${formatTime(startsAt)}-${formatTime(endsAt)}`
    : `${formatDateTime(startsAt)} - ${formatDateTime(endsAt)}`;
}

const place = (facts: Facts) => (facts.address ? `${facts.areaName}, ${facts.address}` : facts.areaName);
const role = (facts: Facts, prefix: string) => (facts.roleType ? `${prefix}${facts.roleType}` : '');

// Server-rendered messages to a worker, so their texts live with the server rather than in the web app's
// catalogues. The SMS stays short: one or two parts with the link.
const texts: Record<Locale, InvitationTexts> = {
  fi: {
    subject: (facts) => `Vuorotarjous: ${facts.areaName} ${facts.when}`,
    body: (facts) =>
      `Hei ${facts.firstName},\n\nsinulle tarjotaan vuoroa:\n\n${place(facts)}\n${facts.when}${role(facts, '\nTehtävä: ')}\n\nKatso vuoro ja ota se vastaan tai kieltäydy tästä linkistä:\n${facts.link}\n\nLinkki on voimassa ${facts.until} asti. Vuoro varataan sille, joka ehtii ensin.\n\nTerveisin\n${facts.company}`,
    sms: (facts) =>
      `Hei ${facts.firstName}! Vuorotarjous: ${facts.areaName} ${facts.when}. Vastaa ${facts.until} mennessä: ${facts.link}`,
  },
  en: {
    subject: (facts) => `Shift offer: ${facts.areaName} ${facts.when}`,
    body: (facts) =>
      `Hello ${facts.firstName},\n\nyou are offered a shift:\n\n${place(facts)}\n${facts.when}${role(facts, '\nRole: ')}\n\nSee the shift and accept or decline it with this link:\n${facts.link}\n\nThe link is valid until ${facts.until}. The shift goes to whoever accepts first.\n\nBest regards\n${facts.company}`,
    sms: (facts) =>
      `Hi ${facts.firstName}! Shift offer: ${facts.areaName} ${facts.when}. Answer by ${facts.until}: ${facts.link}`,
  },
  de: {
    subject: (facts) => `Schichtangebot: ${facts.areaName} ${facts.when}`,
    body: (facts) =>
      `Hallo ${facts.firstName},\n\nwir bieten Ihnen eine Schicht an:\n\n${place(facts)}\n${facts.when}${role(facts, '\nRolle: ')}\n\nSehen Sie sich die Schicht an und nehmen Sie sie über diesen Link an oder lehnen Sie sie ab:\n${facts.link}\n\nDer Link ist bis ${facts.until} gültig. Die Schicht erhält, wer zuerst zusagt.\n\nMit freundlichen Grüßen\n${facts.company}`,
    sms: (facts) =>
      `Hallo ${facts.firstName}! Schichtangebot: ${facts.areaName} ${facts.when}. Antwort bis ${facts.until}: ${facts.link}`,
  },
  fr: {
    subject: (facts) => `Proposition de vacation : ${facts.areaName} ${facts.when}`,
    body: (facts) =>
      `Bonjour ${facts.firstName},\n\nnous vous proposons une vacation :\n\n${place(facts)}\n${facts.when}${role(facts, '\nPoste : ')}\n\nConsultez la vacation et acceptez-la ou refusez-la avec ce lien :\n${facts.link}\n\nLe lien est valable jusqu'au ${facts.until}. La vacation revient à la première personne qui l'accepte.\n\nCordialement\n${facts.company}`,
    sms: (facts) =>
      `Bonjour ${facts.firstName} ! Vacation proposée : ${facts.areaName} ${facts.when}. Répondez avant le ${facts.until} : ${facts.link}`,
  },
  pt: {
    subject: (facts) => `Proposta de turno: ${facts.areaName} ${facts.when}`,
    body: (facts) =>
      `Olá ${facts.firstName},\n\ntemos um turno para si:\n\n${place(facts)}\n${facts.when}${role(facts, '\nFunção: ')}\n\nVeja o turno e aceite-o ou recuse-o com este link:\n${facts.link}\n\nO link é válido até ${facts.until}. O turno fica para quem aceitar primeiro.\n\nCom os melhores cumprimentos\n${facts.company}`,
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

/** The invitation e-mail in the worker's message language. */
export function buildShiftInvitationMail(
  locale: Locale,
  input: InvitationMessageInput,
): { subject: string; text: string } {
  const facts = factsOf(input);
  return { subject: texts[locale].subject(facts), text: texts[locale].body(facts) };
}

/** The invitation SMS in the worker's message language. */
export function buildShiftInvitationSms(locale: Locale, input: InvitationMessageInput): string {
  return texts[locale].sms(factsOf(input));
}
