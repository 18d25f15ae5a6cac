import { formatDate, formatTime, type Locale } from '@portal/domain/shared';

export type InterviewInvitationInput = {
  firstName: string;
  scheduledAt: Date;
  location: string;
  company: string;
};

type Facts = InterviewInvitationInput & { day: string; time: string };
type Texts = { subject: (facts: Facts) => string; body: (facts: Facts) => string };

// Server-rendered mail to the applicant, so its texts live with the server (as the document request's do).
const texts: Record<Locale, Texts> = {
  fi: {
    subject: (facts) => `Haastattelukutsu: ${facts.company}`,
    body: (facts) =>
      `Hei ${facts.firstName},\n\nkutsumme sinut haastatteluun.\n\nAika: ${facts.day} klo ${facts.time} (Suomen aikaa)\nPaikka tai puhelin: ${facts.location}\n\nJos aika ei sovi, vastaa tähän viestiin.\n\nTerveisin\n${facts.company}`,
  },
  en: {
    subject: (facts) => `Interview invitation: ${facts.company}`,
    body: (facts) =>
      `Hello ${facts.firstName},\n\nwe invite you to an interview.\n\nTime: ${facts.day} at ${facts.time} (Finnish time)\nPlace or phone: ${facts.location}\n\nIf the time does not suit you, please reply to this message.\n\nBest regards\n${facts.company}`,
  },
  de: {
    subject: (facts) => `Einladung zum Vorstellungsgespräch: ${facts.company}`,
    body: (facts) =>
      `Hallo ${facts.firstName},\n\nwir laden Sie zu einem Vorstellungsgespräch ein.\n\nZeit: ${facts.day} um ${facts.time} Uhr (finnische Zeit)\nOrt oder Telefon: ${facts.location}\n\nWenn Ihnen der Termin nicht passt, antworten Sie bitte auf diese Nachricht.\n\nMit freundlichen Grüßen\n${facts.company}`,
  },
  fr: {
    subject: (facts) => `Invitation à un entretien : ${facts.company}`,
    body: (facts) =>
      `Bonjour ${facts.firstName},\n\nnous vous invitons à un entretien.\n\nDate : ${facts.day} à ${facts.time} (heure de Finlande)\nLieu ou téléphone : ${facts.location}\n\nSi l’horaire ne vous convient pas, répondez à ce message.\n\nCordialement\n${facts.company}`,
  },
  pt: {
    subject: (facts) => `Convite para entrevista: ${facts.company}`,
    body: (facts) =>
      `Olá ${facts.firstName},\n\nconvidamo-lo para uma entrevista.\n\nData: ${facts.day} às ${facts.time} (hora da Finlândia)\nLocal ou telefone: ${facts.location}\n\nSe a hora não lhe convier, responda a esta mensagem.\n\nCumprimentos\n${facts.company}`,
  },
};

/** The invitation the applicant gets when an interview is scheduled, in the applicant's language. */
export function buildInterviewInvitationMail(locale: Locale, input: InterviewInvitationInput) {
  const facts: Facts = { ...input, day: formatDate(input.scheduledAt), time: formatTime(input.scheduledAt) };
  const text = texts[locale];
  return { subject: text.subject(facts), text: text.body(facts) };
}
