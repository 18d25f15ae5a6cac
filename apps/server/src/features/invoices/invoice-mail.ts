import { formatIban, formatNationalReference } from '@portal/domain/billing';
import { formatDayKey, formatEuros, isLocale, type Locale } from '@portal/domain/shared';

/** The facts of a sent invoice (or credit note) the e-mail to the buyer carries. */
export type InvoiceMailFacts = {
  kind: 'invoice' | 'credit-note';
  number: number;
  grossCents: number;
  dueDate: string;
  referenceNumber: string;
  iban: string | null;
  virtualBarcode: string | null;
  seller: string;
  link: string;
};

type InvoiceMailText = {
  subject: (kind: InvoiceMailFacts['kind'], number: number, seller: string) => string;
  intro: (kind: InvoiceMailFacts['kind'], number: number) => string;
  total: string;
  dueDate: string;
  reference: string;
  iban: string;
  barcode: string;
  link: string;
  signature: (seller: string) => string;
};

// Server-rendered mail, so its texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, InvoiceMailText> = {
  fi: {
    subject: (kind, number, seller) =>
      `${kind === 'invoice' ? 'Lasku' : 'Hyvityslasku'} ${number} – ${seller}`,
    intro: (kind, number) =>
      `Hei,\n\nohessa ${kind === 'invoice' ? 'laskumme' : 'hyvityslaskumme'} numero ${number}.`,
    total: 'Summa',
    dueDate: 'Eräpäivä',
    reference: 'Viitenumero',
    iban: 'Tilinumero (IBAN)',
    barcode: 'Virtuaaliviivakoodi',
    link: 'Lasku portaalissa',
    signature: (seller) => `Ystävällisin terveisin\n${seller}`,
  },
  en: {
    subject: (kind, number, seller) =>
      `${kind === 'invoice' ? 'Invoice' : 'Credit note'} ${number} – ${seller}`,
    intro: (kind, number) =>
      `Hello,\n\nplease find our ${kind === 'invoice' ? 'invoice' : 'credit note'} number ${number}.`,
    total: 'Amount',
    dueDate: 'Due date',
    reference: 'Reference number',
    iban: 'Account (IBAN)',
    barcode: 'Virtual bank barcode',
    link: 'The invoice in the portal',
    signature: (seller) => `Best regards\n${seller}`,
  },
  de: {
    subject: (kind, number, seller) =>
      `${kind === 'invoice' ? 'Rechnung' : 'Gutschrift'} ${number} – ${seller}`,
    intro: (kind, number) =>
      `Guten Tag,\n\nanbei unsere ${kind === 'invoice' ? 'Rechnung' : 'Gutschrift'} Nummer ${number}.`,
    total: 'Betrag',
    dueDate: 'Fällig am',
    reference: 'Referenznummer',
    iban: 'Konto (IBAN)',
    barcode: 'Virtueller Bank-Barcode',
    link: 'Die Rechnung im Portal',
    signature: (seller) => `Mit freundlichen Grüßen\n${seller}`,
  },
  fr: {
    subject: (kind, number, seller) => `${kind === 'invoice' ? 'Facture' : 'Avoir'} ${number} – ${seller}`,
    intro: (kind, number) =>
      `Bonjour,\n\nveuillez trouver ${kind === 'invoice' ? 'notre facture' : 'notre avoir'} numéro ${number}.`,
    total: 'Montant',
    dueDate: 'Échéance',
    reference: 'Numéro de référence',
    iban: 'Compte (IBAN)',
    barcode: 'Code-barres bancaire virtuel',
    link: 'La facture dans le portail',
    signature: (seller) => `Cordialement\n${seller}`,
  },
  pt: {
    subject: (kind, number, seller) =>
      `${kind === 'invoice' ? 'Fatura' : 'Nota de crédito'} ${number} – ${seller}`,
    intro: (kind, number) =>
      `Olá,\n\nsegue ${kind === 'invoice' ? 'a nossa fatura' : 'a nossa nota de crédito'} número ${number}.`,
    total: 'Montante',
    dueDate: 'Data de vencimento',
    reference: 'Número de referência',
    iban: 'Conta (IBAN)',
    barcode: 'Código de barras bancário virtual',
    link: 'A fatura no portal',
    signature: (seller) => `Com os melhores cumprimentos\n${seller}`,
  },
};

/** The e-mail of a sent invoice in its language (Finnish for an unknown one). */
export function buildInvoiceMail(
  language: string,
  facts: InvoiceMailFacts,
): { subject: string; text: string } {
  const text = texts[isLocale(language) ? language : 'fi'];
  const rows = [
    `${text.total}: ${formatEuros(facts.grossCents)}`,
    // A credit note is not paid by the buyer: no due date, no account to pay to, no barcode.
    ...(facts.kind === 'invoice' ? [`${text.dueDate}: ${formatDayKey(facts.dueDate)}`] : []),
    `${text.reference}: ${formatNationalReference(facts.referenceNumber)}`,
    ...(facts.iban && facts.kind === 'invoice' ? [`${text.iban}: ${formatIban(facts.iban)}`] : []),
    ...(facts.virtualBarcode ? [`${text.barcode}: ${facts.virtualBarcode}`] : []),
  ];
  return {
    subject: text.subject(facts.kind, facts.number, facts.seller),
    text: [
      text.intro(facts.kind, facts.number),
      rows.join('\n'),
      `${text.link}: ${facts.link}`,
      text.signature(facts.seller),
    ].join('\n\n'),
  };
}
