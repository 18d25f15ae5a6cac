import { formatDate, type Locale } from '@portal/domain/shared';

/** What the worker's messages about a contract say; server-rendered, so the texts live here. */
export type ContractMessageFacts = {
  firstName: string;
  title: string;
  employerName: string;
  link: string;
  expiresAt: Date;
};

type Phrases = {
  hello: string;
  sentSubject: string;
  sent: string;
  reminderSubject: string;
  reminder: string;
  signedSubject: string;
  signed: string;
  codeSubject: string;
  code: string;
  validUntil: string;
  regards: string;
};

const phrases: Record<Locale, Phrases> = {
  fi: {
    hello: 'Hei',
    sentSubject: 'Työsopimus allekirjoitettavaksi',
    sent: 'lähetti sinulle työsopimuksen allekirjoitettavaksi. Lue ja allekirjoita se tästä linkistä:',
    reminderSubject: 'Muistutus: työsopimus odottaa allekirjoitustasi',
    reminder: 'Työsopimuksesi odottaa yhä allekirjoitusta. Allekirjoita se tästä linkistä:',
    signedSubject: 'Allekirjoittamasi työsopimus',
    signed: 'Kiitos, allekirjoitit työsopimuksen. Allekirjoitettu kopio on ladattavissa tästä linkistä:',
    codeSubject: 'Allekirjoituksen vahvistuskoodi',
    code: 'Vahvistuskoodisi on {code}. Se on voimassa 10 minuuttia. Älä kerro koodia kenellekään.',
    validUntil: 'Linkki on voimassa',
    regards: 'Terveisin',
  },
  en: {
    hello: 'Hello',
    sentSubject: 'Employment contract to sign',
    sent: 'sent you an employment contract to sign. Read and sign it with this link:',
    reminderSubject: 'Reminder: your employment contract is waiting for your signature',
    reminder: 'Your employment contract is still waiting for your signature. Sign it with this link:',
    signedSubject: 'Your signed employment contract',
    signed: 'Thank you, you signed the employment contract. Download the signed copy with this link:',
    codeSubject: 'Your signing code',
    code: 'Your code is {code}. It is valid for 10 minutes. Do not share it with anyone.',
    validUntil: 'The link is valid until',
    regards: 'Best regards',
  },
  de: {
    hello: 'Hallo',
    sentSubject: 'Arbeitsvertrag zur Unterschrift',
    sent: 'hat Ihnen einen Arbeitsvertrag zur Unterschrift gesendet. Lesen und unterschreiben Sie ihn über diesen Link:',
    reminderSubject: 'Erinnerung: Ihr Arbeitsvertrag wartet auf Ihre Unterschrift',
    reminder:
      'Ihr Arbeitsvertrag wartet noch auf Ihre Unterschrift. Unterschreiben Sie ihn über diesen Link:',
    signedSubject: 'Ihr unterschriebener Arbeitsvertrag',
    signed: 'Danke, Sie haben den Arbeitsvertrag unterschrieben. Die unterschriebene Kopie finden Sie hier:',
    codeSubject: 'Ihr Bestätigungscode',
    code: 'Ihr Code lautet {code}. Er ist 10 Minuten gültig. Geben Sie ihn niemandem weiter.',
    validUntil: 'Der Link ist gültig bis',
    regards: 'Mit freundlichen Grüßen',
  },
  fr: {
    hello: 'Bonjour',
    sentSubject: 'Contrat de travail à signer',
    sent: 'vous a envoyé un contrat de travail à signer. Lisez-le et signez-le avec ce lien :',
    reminderSubject: 'Rappel : votre contrat de travail attend votre signature',
    reminder: 'Votre contrat de travail attend toujours votre signature. Signez-le avec ce lien :',
    signedSubject: 'Votre contrat de travail signé',
    signed: 'Merci, vous avez signé le contrat de travail. Téléchargez la copie signée avec ce lien :',
    codeSubject: 'Votre code de signature',
    code: 'Votre code est {code}. Il est valable 10 minutes. Ne le communiquez à personne.',
    validUntil: 'Le lien est valable jusqu’au',
    regards: 'Cordialement',
  },
  pt: {
    hello: 'Olá',
    sentSubject: 'Contrato de trabalho para assinar',
    sent: 'enviou-lhe um contrato de trabalho para assinar. Leia-o e assine-o com esta ligação:',
    reminderSubject: 'Lembrete: o seu contrato de trabalho aguarda a sua assinatura',
    reminder: 'O seu contrato de trabalho ainda aguarda a sua assinatura. Assine-o com esta ligação:',
    signedSubject: 'O seu contrato de trabalho assinado',
    signed: 'Obrigado, assinou o contrato de trabalho. Descarregue a cópia assinada com esta ligação:',
    codeSubject: 'O seu código de assinatura',
    code: 'O seu código é {code}. É válido durante 10 minutos. Não o partilhe com ninguém.',
    validUntil: 'A ligação é válida até',
    regards: 'Cumprimentos',
  },
};

export type ContractMessageKind = 'sent' | 'reminder' | 'signed';

/** The e-mail for a sent contract, a reminder or the signed copy. */
export function contractMail(locale: Locale, kind: ContractMessageKind, facts: ContractMessageFacts) {
  const text = phrases[locale];
  const intro = kind === 'sent' ? `${facts.employerName} ${text.sent}` : text[kind];
  const until = kind === 'signed' ? '' : `\n\n${text.validUntil} ${formatDate(facts.expiresAt)}.`;
  return {
    subject: `${text[`${kind}Subject`]}: ${facts.title}`,
    text: `${text.hello} ${facts.firstName},\n\n${intro}\n${facts.link}${until}\n\n${text.regards}\n${facts.employerName}`,
  };
}

/**
 * The placeholders of the `contract-signing` message template (features/message-templates), which is
 * the e-mail of a sent contract; reminders and the signed copy keep `contractMail`.
 */
export function contractTemplateValues(facts: ContractMessageFacts): Record<string, string> {
  return {
    firstName: facts.firstName,
    company: facts.employerName,
    title: facts.title,
    link: facts.link,
    until: formatDate(facts.expiresAt),
  };
}

/** The SMS for a sent contract, a reminder or the signed copy (short: one link, no greeting). */
export function contractSms(locale: Locale, kind: ContractMessageKind, facts: ContractMessageFacts): string {
  const text = phrases[locale];
  const intro = kind === 'sent' ? `${facts.employerName} ${text.sent}` : text[kind];
  return `${intro} ${facts.link}`;
}

/** The one-time code's message (mail subject and text, or the SMS text). */
export function signingCodeMessage(locale: Locale, code: string, employerName: string) {
  const text = phrases[locale];
  return { subject: text.codeSubject, text: `${text.code.replace('{code}', code)}\n\n${employerName}` };
}
