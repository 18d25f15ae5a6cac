import type { Locale } from '@portal/domain/shared';

type Invitation = {
  firstName: string | null;
  company: string;
  /** The ad's title, or null for an open invitation to the account's job board. */
  title: string | null;
  message: string | null;
  link: string;
  /** The last day the link works (D.M.YYYY). */
  until: string;
};
type Texts = {
  mail: (invitation: Invitation) => { subject: string; text: string };
  sms: (invitation: Invitation) => string;
};

const note = (message: string | null) => (message ? `\n\n${message}` : '');

// Server-rendered messages, so their texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, Texts> = {
  fi: {
    mail: (i) => ({
      subject: i.title ? `Kutsu hakemaan: ${i.title} – ${i.company}` : `Kutsu hakemaan – ${i.company}`,
      text: `Hei${i.firstName ? ` ${i.firstName}` : ''},\n\n${i.company} kutsuu sinut hakemaan${i.title ? ` tehtävään ${i.title}` : ''}.${note(i.message)}\n\nHae tästä: ${i.link}\n\nLinkki toimii ${i.until} asti.`,
    }),
    sms: (i) => `${i.company} kutsuu sinut hakemaan${i.title ? `: ${i.title}` : ''}. Hae: ${i.link}`,
  },
  en: {
    mail: (i) => ({
      subject: i.title
        ? `Invitation to apply: ${i.title} – ${i.company}`
        : `Invitation to apply – ${i.company}`,
      text: `Hello${i.firstName ? ` ${i.firstName}` : ''},\n\n${i.company} invites you to apply${i.title ? ` for ${i.title}` : ''}.${note(i.message)}\n\nApply here: ${i.link}\n\nThe link works until ${i.until}.`,
    }),
    sms: (i) => `${i.company} invites you to apply${i.title ? `: ${i.title}` : ''}. Apply: ${i.link}`,
  },
  de: {
    mail: (i) => ({
      subject: i.title
        ? `Einladung zur Bewerbung: ${i.title} – ${i.company}`
        : `Einladung zur Bewerbung – ${i.company}`,
      text: `Hallo${i.firstName ? ` ${i.firstName}` : ''},\n\n${i.company} lädt Sie ein, sich zu bewerben${i.title ? ` (${i.title})` : ''}.${note(i.message)}\n\nHier bewerben: ${i.link}\n\nDer Link ist bis ${i.until} gültig.`,
    }),
    sms: (i) =>
      `${i.company} lädt Sie zur Bewerbung ein${i.title ? `: ${i.title}` : ''}. Bewerben: ${i.link}`,
  },
  fr: {
    mail: (i) => ({
      subject: i.title
        ? `Invitation à postuler : ${i.title} – ${i.company}`
        : `Invitation à postuler – ${i.company}`,
      text: `Bonjour${i.firstName ? ` ${i.firstName}` : ''},\n\n${i.company} vous invite à postuler${i.title ? ` au poste ${i.title}` : ''}.${note(i.message)}\n\nPostulez ici : ${i.link}\n\nLe lien est valable jusqu’au ${i.until}.`,
    }),
    sms: (i) => `${i.company} vous invite à postuler${i.title ? ` : ${i.title}` : ''}. Postuler : ${i.link}`,
  },
  pt: {
    mail: (i) => ({
      subject: i.title
        ? `Convite para se candidatar: ${i.title} – ${i.company}`
        : `Convite para se candidatar – ${i.company}`,
      text: `Olá${i.firstName ? ` ${i.firstName}` : ''},\n\n${i.company} convida-o a candidatar-se${i.title ? ` a ${i.title}` : ''}.${note(i.message)}\n\nCandidate-se aqui: ${i.link}\n\nO link é válido até ${i.until}.`,
    }),
    sms: (i) =>
      `${i.company} convida-o a candidatar-se${i.title ? `: ${i.title}` : ''}. Candidatar: ${i.link}`,
  },
};

export const applicationInvitationMessages = (locale: Locale): Texts => texts[locale];
