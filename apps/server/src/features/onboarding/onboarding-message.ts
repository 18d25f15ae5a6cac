import { formatDate, type Locale } from '@portal/domain/shared';

export type OnboardingMessageKind = 'tuberculosis-survey' | 'get-started';

export type OnboardingMessageInput = { firstName: string; company: string; link: string; expiresAt: Date };

type Facts = OnboardingMessageInput & { until: string };
type LocaleTexts = Record<OnboardingMessageKind, { subject: string; ask: string }> & {
  valid: (facts: Facts) => string;
  hello: string;
  regards: string;
};

// Server-rendered messages to the worker, in the worker's language (as the document requests' are).
const texts: Record<Locale, LocaleTexts> = {
  fi: {
    'tuberculosis-survey': {
      subject: 'Tuberkuloosikysely',
      ask: 'vastaathan ennen työn aloittamista terveydenhuollon henkilöstön tuberkuloosikyselyyn:',
    },
    'get-started': {
      subject: 'Tervetuloa – aloitetaan',
      ask: 'tervetuloa! Käy läpi aloituksen vaiheet (tiedot, tilinumero, verokortti, työsopimus):',
    },
    valid: (facts) => `Linkki on voimassa ${facts.until} asti.`,
    hello: 'Hei',
    regards: 'Terveisin',
  },
  en: {
    'tuberculosis-survey': {
      subject: 'Tuberculosis survey',
      ask: 'before you start work, please answer the tuberculosis survey for healthcare staff:',
    },
    'get-started': {
      subject: 'Welcome – let’s get started',
      ask: 'welcome! Please go through the first steps (details, bank account, tax card, contract):',
    },
    valid: (facts) => `The link is valid until ${facts.until}.`,
    hello: 'Hello',
    regards: 'Best regards',
  },
  de: {
    'tuberculosis-survey': {
      subject: 'Tuberkulose-Fragebogen',
      ask: 'bitte beantworten Sie vor Arbeitsbeginn den Tuberkulose-Fragebogen für Gesundheitspersonal:',
    },
    'get-started': {
      subject: 'Willkommen – die ersten Schritte',
      ask: 'willkommen! Bitte erledigen Sie die ersten Schritte (Angaben, Bankkonto, Steuerkarte, Vertrag):',
    },
    valid: (facts) => `Der Link ist gültig bis ${facts.until}.`,
    hello: 'Hallo',
    regards: 'Mit freundlichen Grüßen',
  },
  fr: {
    'tuberculosis-survey': {
      subject: 'Questionnaire tuberculose',
      ask: 'avant de commencer, merci de répondre au questionnaire tuberculose du personnel de santé :',
    },
    'get-started': {
      subject: 'Bienvenue – premières étapes',
      ask: 'bienvenue ! Merci de suivre les premières étapes (coordonnées, compte bancaire, carte fiscale, contrat) :',
    },
    valid: (facts) => `Le lien est valable jusqu’au ${facts.until}.`,
    hello: 'Bonjour',
    regards: 'Cordialement',
  },
  pt: {
    'tuberculosis-survey': {
      subject: 'Questionário de tuberculose',
      ask: 'antes de começar, responda ao questionário de tuberculose para profissionais de saúde:',
    },
    'get-started': {
      subject: 'Bem-vindo – primeiros passos',
      ask: 'bem-vindo! Siga os primeiros passos (dados, conta bancária, cartão fiscal, contrato):',
    },
    valid: (facts) => `A ligação é válida até ${facts.until}.`,
    hello: 'Olá',
    regards: 'Cumprimentos',
  },
};

/** The e-mail with the link. */
export function buildOnboardingMail(
  kind: OnboardingMessageKind,
  locale: Locale,
  input: OnboardingMessageInput,
) {
  const facts: Facts = { ...input, until: formatDate(input.expiresAt) };
  const text = texts[locale];
  return {
    subject: `${text[kind].subject} – ${input.company}`,
    text: `${text.hello} ${facts.firstName},\n\n${text[kind].ask}\n${facts.link}\n\n${text.valid(facts)}\n\n${text.regards}\n${facts.company}`,
  };
}

/** The SMS with the link: short, one or two segments. */
export function buildOnboardingSms(
  kind: OnboardingMessageKind,
  locale: Locale,
  input: OnboardingMessageInput,
) {
  const text = texts[locale];
  return `${input.company}: ${text[kind].subject}. ${input.link}`;
}
