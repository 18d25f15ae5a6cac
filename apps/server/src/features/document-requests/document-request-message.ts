import type { Locale } from '@portal/domain/shared';
import { formatDate, formatDayKey } from '@portal/domain/shared';

export type DocumentRequestMessageInput = {
  firstName: string;
  title: string;
  documents: string[];
  deadline: string | null;
  link: string;
  expiresAt: Date;
  company: string;
};

type Facts = DocumentRequestMessageInput & { until: string; due: string | null; list: string };

type Texts = { subject: (facts: Facts) => string; body: (facts: Facts) => string };

const due = (facts: Facts, label: string) => (facts.due ? `\n${label} ${facts.due}` : '');

// Server-rendered mail to the worker, so its texts live with the server (as the shift invitation's do).
const texts: Record<Locale, Texts> = {
  fi: {
    subject: (facts) => `Asiakirjapyyntö: ${facts.title}`,
    body: (facts) =>
      `Hei ${facts.firstName},\n\n${facts.company} pyytää sinulta asiakirjoja:\n\n${facts.list}${due(facts, 'Määräpäivä:')}\n\nLähetä ne tästä linkistä (tiedosto tai linkki):\n${facts.link}\n\nLinkki on voimassa ${facts.until} asti.\n\nTerveisin\n${facts.company}`,
  },
  en: {
    subject: (facts) => `Document request: ${facts.title}`,
    body: (facts) =>
      `Hello ${facts.firstName},\n\n${facts.company} asks you for documents:\n\n${facts.list}${due(facts, 'Due:')}\n\nSend them with this link (a file or a link):\n${facts.link}\n\nThe link is valid until ${facts.until}.\n\nBest regards\n${facts.company}`,
  },
  de: {
    subject: (facts) => `Dokumentanforderung: ${facts.title}`,
    body: (facts) =>
      `Hallo ${facts.firstName},\n\n${facts.company} bittet Sie um Dokumente:\n\n${facts.list}${due(facts, 'Frist:')}\n\nSenden Sie sie über diesen Link (Datei oder Link):\n${facts.link}\n\nDer Link ist gültig bis ${facts.until}.\n\nMit freundlichen Grüßen\n${facts.company}`,
  },
  fr: {
    subject: (facts) => `Demande de documents : ${facts.title}`,
    body: (facts) =>
      `Bonjour ${facts.firstName},\n\n${facts.company} vous demande des documents :\n\n${facts.list}${due(facts, 'Échéance :')}\n\nEnvoyez-les avec ce lien (fichier ou lien) :\n${facts.link}\n\nLe lien est valable jusqu’au ${facts.until}.\n\nCordialement\n${facts.company}`,
  },
  pt: {
    subject: (facts) => `Pedido de documentos: ${facts.title}`,
    body: (facts) =>
      `Olá ${facts.firstName},\n\n${facts.company} pede-lhe documentos:\n\n${facts.list}${due(facts, 'Prazo:')}\n\nEnvie-os com esta ligação (ficheiro ou ligação):\n${facts.link}\n\nA ligação é válida até ${facts.until}.\n\nCumprimentos\n${facts.company}`,
  },
};

export function buildDocumentRequestMail(locale: Locale, input: DocumentRequestMessageInput) {
  const facts: Facts = {
    ...input,
    until: formatDate(input.expiresAt),
    due: input.deadline ? formatDayKey(input.deadline) : null,
    list: input.documents.map((name) => `- ${name}`).join('\n'),
  };
  const text = texts[locale];
  return { subject: text.subject(facts), text: text.body(facts) };
}
