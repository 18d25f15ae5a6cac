import { formatDayKey, type Locale } from '@portal/domain/shared';

export type QuestionnaireMessageInput = {
  firstName: string;
  title: string;
  company: string;
  link: string;
  expiresOn: string | null;
};

type Facts = QuestionnaireMessageInput & { until: string | null };
type Texts = { subject: (f: Facts) => string; body: (f: Facts) => string; sms: (f: Facts) => string };

const line = (text: string | null) => (text ? `\n\n${text}` : '');

// Server-rendered messages to the worker, so their texts live with the server (as the document request's do).
const texts: Record<Locale, Texts> = {
  fi: {
    subject: (f) => `Kysely: ${f.title}`,
    body: (f) =>
      `Hei ${f.firstName},\n\n${f.company} pyytää sinua vastaamaan kyselyyn "${f.title}".\n\nVastaa tästä linkistä:\n${f.link}${line(f.until && `Vastaathan viimeistään ${f.until}.`)}\n\nTerveisin\n${f.company}`,
    sms: (f) => `${f.company}: vastaa kyselyyn "${f.title}": ${f.link}`,
  },
  en: {
    subject: (f) => `Questionnaire: ${f.title}`,
    body: (f) =>
      `Hello ${f.firstName},\n\n${f.company} asks you to answer the questionnaire "${f.title}".\n\nAnswer with this link:\n${f.link}${line(f.until && `Please answer by ${f.until}.`)}\n\nBest regards\n${f.company}`,
    sms: (f) => `${f.company}: please answer the questionnaire "${f.title}": ${f.link}`,
  },
  de: {
    subject: (f) => `Umfrage: ${f.title}`,
    body: (f) =>
      `Hallo ${f.firstName},\n\n${f.company} bittet Sie, die Umfrage „${f.title}“ zu beantworten.\n\nAntworten Sie über diesen Link:\n${f.link}${line(f.until && `Bitte antworten Sie bis ${f.until}.`)}\n\nMit freundlichen Grüßen\n${f.company}`,
    sms: (f) => `${f.company}: Bitte beantworten Sie die Umfrage „${f.title}“: ${f.link}`,
  },
  fr: {
    subject: (f) => `Questionnaire : ${f.title}`,
    body: (f) =>
      `Bonjour ${f.firstName},\n\n${f.company} vous invite à répondre au questionnaire « ${f.title} ».\n\nRépondez avec ce lien :\n${f.link}${line(f.until && `Merci de répondre avant le ${f.until}.`)}\n\nCordialement\n${f.company}`,
    sms: (f) => `${f.company} : répondez au questionnaire « ${f.title} » : ${f.link}`,
  },
  pt: {
    subject: (f) => `Questionário: ${f.title}`,
    body: (f) =>
      `Olá ${f.firstName},\n\n${f.company} pede-lhe que responda ao questionário "${f.title}".\n\nResponda com esta ligação:\n${f.link}${line(f.until && `Responda até ${f.until}.`)}\n\nCumprimentos\n${f.company}`,
    sms: (f) => `${f.company}: responda ao questionário "${f.title}": ${f.link}`,
  },
};

/** The invitation's e-mail (subject and text) and SMS in the worker's language. */
export function buildQuestionnaireMessages(locale: Locale, input: QuestionnaireMessageInput) {
  const facts: Facts = { ...input, until: input.expiresOn ? formatDayKey(input.expiresOn) : null };
  const text = texts[locale];
  return { subject: text.subject(facts), text: text.body(facts), sms: text.sms(facts) };
}
