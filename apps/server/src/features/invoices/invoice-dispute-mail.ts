import { isLocale, type Locale } from '@portal/domain/shared';

/** What the e-mails of a dispute carry: the invoice, the disputed line, the words of each side, a link. */
export type DisputeMailFacts = {
  invoiceNumber: number;
  line: string;
  reason: string;
  buyer: string;
  seller: string;
  link: string;
};
export type DisputeAnswerFacts = DisputeMailFacts & {
  outcome: 'credited' | 'rejected';
  answer: string | null;
  creditNoteNumber: number | null;
};

type DisputeMailText = {
  disputedSubject: (number: number, buyer: string) => string;
  disputedIntro: (number: number, buyer: string) => string;
  answeredSubject: (number: number, outcome: DisputeAnswerFacts['outcome']) => string;
  answeredIntro: (facts: DisputeAnswerFacts) => string;
  line: string;
  reason: string;
  answer: string;
  link: string;
  signature: (seller: string) => string;
};

// Server-rendered mail, so its texts live with the server (as invoice-mail.ts); the invoice's language.
const texts: Record<Locale, DisputeMailText> = {
  fi: {
    disputedSubject: (number, buyer) => `Laskun ${number} rivi riitautettu – ${buyer}`,
    disputedIntro: (number, buyer) => `Hei,\n\n${buyer} riitautti laskun ${number} rivin.`,
    answeredSubject: (number, outcome) =>
      `Laskun ${number} riitautus ${outcome === 'credited' ? 'hyvitetty' : 'hylätty'}`,
    answeredIntro: (facts) =>
      facts.outcome === 'credited'
        ? `Hei,\n\nriitauttamanne laskun ${facts.invoiceNumber} rivi on hyvitetty hyvityslaskulla ${facts.creditNoteNumber ?? ''}.`
        : `Hei,\n\nriitauttamanne laskun ${facts.invoiceNumber} rivin riitautus on hylätty.`,
    line: 'Rivi',
    reason: 'Perustelu',
    answer: 'Vastaus',
    link: 'Lasku portaalissa',
    signature: (seller) => `Ystävällisin terveisin\n${seller}`,
  },
  en: {
    disputedSubject: (number, buyer) => `A line of invoice ${number} disputed – ${buyer}`,
    disputedIntro: (number, buyer) => `Hello,\n\n${buyer} disputed a line of invoice ${number}.`,
    answeredSubject: (number, outcome) =>
      `Dispute of invoice ${number} ${outcome === 'credited' ? 'credited' : 'rejected'}`,
    answeredIntro: (facts) =>
      facts.outcome === 'credited'
        ? `Hello,\n\nthe line of invoice ${facts.invoiceNumber} you disputed was credited by credit note ${facts.creditNoteNumber ?? ''}.`
        : `Hello,\n\nyour dispute of a line of invoice ${facts.invoiceNumber} was rejected.`,
    line: 'Line',
    reason: 'Reason',
    answer: 'Answer',
    link: 'The invoice in the portal',
    signature: (seller) => `Best regards\n${seller}`,
  },
  de: {
    disputedSubject: (number, buyer) => `Position der Rechnung ${number} beanstandet – ${buyer}`,
    disputedIntro: (number, buyer) =>
      `Guten Tag,\n\n${buyer} hat eine Position der Rechnung ${number} beanstandet.`,
    answeredSubject: (number, outcome) =>
      `Beanstandung der Rechnung ${number} ${outcome === 'credited' ? 'gutgeschrieben' : 'abgelehnt'}`,
    answeredIntro: (facts) =>
      facts.outcome === 'credited'
        ? `Guten Tag,\n\ndie beanstandete Position der Rechnung ${facts.invoiceNumber} wurde mit der Gutschrift ${facts.creditNoteNumber ?? ''} gutgeschrieben.`
        : `Guten Tag,\n\nIhre Beanstandung einer Position der Rechnung ${facts.invoiceNumber} wurde abgelehnt.`,
    line: 'Position',
    reason: 'Begründung',
    answer: 'Antwort',
    link: 'Die Rechnung im Portal',
    signature: (seller) => `Mit freundlichen Grüßen\n${seller}`,
  },
  fr: {
    disputedSubject: (number, buyer) => `Ligne de la facture ${number} contestée – ${buyer}`,
    disputedIntro: (number, buyer) => `Bonjour,\n\n${buyer} a contesté une ligne de la facture ${number}.`,
    answeredSubject: (number, outcome) =>
      `Contestation de la facture ${number} ${outcome === 'credited' ? 'créditée' : 'rejetée'}`,
    answeredIntro: (facts) =>
      facts.outcome === 'credited'
        ? `Bonjour,\n\nla ligne contestée de la facture ${facts.invoiceNumber} a été créditée par l'avoir ${facts.creditNoteNumber ?? ''}.`
        : `Bonjour,\n\nvotre contestation d'une ligne de la facture ${facts.invoiceNumber} a été rejetée.`,
    line: 'Ligne',
    reason: 'Motif',
    answer: 'Réponse',
    link: 'La facture dans le portail',
    signature: (seller) => `Cordialement\n${seller}`,
  },
  pt: {
    disputedSubject: (number, buyer) => `Linha da fatura ${number} contestada – ${buyer}`,
    disputedIntro: (number, buyer) => `Olá,\n\n${buyer} contestou uma linha da fatura ${number}.`,
    answeredSubject: (number, outcome) =>
      `Contestação da fatura ${number} ${outcome === 'credited' ? 'creditada' : 'rejeitada'}`,
    answeredIntro: (facts) =>
      facts.outcome === 'credited'
        ? `Olá,\n\na linha contestada da fatura ${facts.invoiceNumber} foi creditada pela nota de crédito ${facts.creditNoteNumber ?? ''}.`
        : `Olá,\n\na sua contestação de uma linha da fatura ${facts.invoiceNumber} foi rejeitada.`,
    line: 'Linha',
    reason: 'Motivo',
    answer: 'Resposta',
    link: 'A fatura no portal',
    signature: (seller) => `Com os melhores cumprimentos\n${seller}`,
  },
};

const textOf = (language: string) => texts[isLocale(language) ? language : 'fi'];

/** The e-mail to the seller's billing address when the customer disputes a line. */
export function buildDisputeMail(language: string, facts: DisputeMailFacts) {
  const text = textOf(language);
  return {
    subject: text.disputedSubject(facts.invoiceNumber, facts.buyer),
    text: [
      text.disputedIntro(facts.invoiceNumber, facts.buyer),
      `${text.line}: ${facts.line}\n${text.reason}: ${facts.reason}`,
      `${text.link}: ${facts.link}`,
    ].join('\n\n'),
  };
}

/** The e-mail to the buyer's invoice address when staff credit or reject its dispute. */
export function buildDisputeAnswerMail(language: string, facts: DisputeAnswerFacts) {
  const text = textOf(language);
  const rows = [`${text.line}: ${facts.line}`, `${text.reason}: ${facts.reason}`];
  if (facts.answer) {
    rows.push(`${text.answer}: ${facts.answer}`);
  }
  return {
    subject: text.answeredSubject(facts.invoiceNumber, facts.outcome),
    text: [
      text.answeredIntro(facts),
      rows.join('\n'),
      `${text.link}: ${facts.link}`,
      text.signature(facts.seller),
    ].join('\n\n'),
  };
}
