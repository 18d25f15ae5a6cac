import type { Locale } from '@portal/domain/shared';

/** The fixed texts of the contract PDF and its signature block, in the contract's language. */
export type ContractPdfTexts = {
  employer: string;
  businessId: string;
  worker: string;
  birthday: string;
  parties: string;
  signatures: string;
  employerSignature: string;
  workerSignature: string;
  /** Under the signature lines: how the worker signs (electronically, with a one-time code). */
  electronicNote: string;
  reference: string;
  page: string;
};

export const contractPdfTexts: Record<Locale, ContractPdfTexts> = {
  fi: {
    employer: 'Työnantaja',
    businessId: 'Y-tunnus',
    worker: 'Työntekijä',
    birthday: 'Syntymäaika',
    parties: 'Sopijapuolet',
    signatures: 'Allekirjoitukset',
    employerSignature: 'Työnantajan edustaja',
    workerSignature: 'Työntekijä',
    electronicNote:
      'Työntekijä allekirjoittaa sopimuksen sähköisesti kertakoodilla vahvistetulla linkillä. Allekirjoitettuun asiakirjaan liitetään tarkastussivu ja sähköinen sinetti.',
    reference: 'Asiakirjan tunniste',
    page: 'sivu',
  },
  en: {
    employer: 'Employer',
    businessId: 'Business ID',
    worker: 'Employee',
    birthday: 'Date of birth',
    parties: 'Parties',
    signatures: 'Signatures',
    employerSignature: 'For the employer',
    workerSignature: 'Employee',
    electronicNote:
      'The employee signs this contract electronically through a link confirmed with a one-time code. The signed document carries an audit page and an electronic seal.',
    reference: 'Document reference',
    page: 'page',
  },
  de: {
    employer: 'Arbeitgeber',
    businessId: 'Unternehmenskennung',
    worker: 'Arbeitnehmer/in',
    birthday: 'Geburtsdatum',
    parties: 'Vertragsparteien',
    signatures: 'Unterschriften',
    employerSignature: 'Für den Arbeitgeber',
    workerSignature: 'Arbeitnehmer/in',
    electronicNote:
      'Die Arbeitnehmerin / der Arbeitnehmer unterzeichnet elektronisch über einen mit Einmalcode bestätigten Link. Das unterzeichnete Dokument erhält eine Prüfseite und ein elektronisches Siegel.',
    reference: 'Dokumentkennung',
    page: 'Seite',
  },
  fr: {
    employer: 'Employeur',
    businessId: 'Numéro d’entreprise',
    worker: 'Salarié(e)',
    birthday: 'Date de naissance',
    parties: 'Parties',
    signatures: 'Signatures',
    employerSignature: 'Pour l’employeur',
    workerSignature: 'Salarié(e)',
    electronicNote:
      'Le/la salarié(e) signe électroniquement par un lien confirmé avec un code à usage unique. Le document signé comporte une page d’audit et un cachet électronique.',
    reference: 'Référence du document',
    page: 'page',
  },
  pt: {
    employer: 'Empregador',
    businessId: 'Número de empresa',
    worker: 'Trabalhador(a)',
    birthday: 'Data de nascimento',
    parties: 'Partes',
    signatures: 'Assinaturas',
    employerSignature: 'Pelo empregador',
    workerSignature: 'Trabalhador(a)',
    electronicNote:
      'O/A trabalhador(a) assina eletronicamente através de uma ligação confirmada com um código de utilização única. O documento assinado inclui uma página de auditoria e um selo eletrónico.',
    reference: 'Referência do documento',
    page: 'página',
  },
};
