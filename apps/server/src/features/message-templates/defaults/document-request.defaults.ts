import type { DefaultTexts } from './default-text';

// The document request e-mail, moved from features/document-requests/document-request-message.ts
// unchanged; `{{documents}}` is the list, one "- name" a line.
export const documentRequestDefaults: DefaultTexts = {
  fi: {
    subject: 'Asiakirjapyyntö: {{title}}',
    body: 'Hei {{firstName}},\n\n{{company}} pyytää sinulta asiakirjoja:\n\n{{documents}}\n{{deadlineLine}}\n\nLähetä ne tästä linkistä (tiedosto tai linkki):\n{{link}}\n\nLinkki on voimassa {{until}} asti.\n\nTerveisin\n{{company}}',
  },
  en: {
    subject: 'Document request: {{title}}',
    body: 'Hello {{firstName}},\n\n{{company}} asks you for documents:\n\n{{documents}}\n{{deadlineLine}}\n\nSend them with this link (a file or a link):\n{{link}}\n\nThe link is valid until {{until}}.\n\nBest regards\n{{company}}',
  },
  de: {
    subject: 'Dokumentanforderung: {{title}}',
    body: 'Hallo {{firstName}},\n\n{{company}} bittet Sie um Dokumente:\n\n{{documents}}\n{{deadlineLine}}\n\nSenden Sie sie über diesen Link (Datei oder Link):\n{{link}}\n\nDer Link ist gültig bis {{until}}.\n\nMit freundlichen Grüßen\n{{company}}',
  },
  fr: {
    subject: 'Demande de documents : {{title}}',
    body: 'Bonjour {{firstName}},\n\n{{company}} vous demande des documents :\n\n{{documents}}\n{{deadlineLine}}\n\nEnvoyez-les avec ce lien (fichier ou lien) :\n{{link}}\n\nLe lien est valable jusqu’au {{until}}.\n\nCordialement\n{{company}}',
  },
  pt: {
    subject: 'Pedido de documentos: {{title}}',
    body: 'Olá {{firstName}},\n\n{{company}} pede-lhe documentos:\n\n{{documents}}\n{{deadlineLine}}\n\nEnvie-os com esta ligação (ficheiro ou ligação):\n{{link}}\n\nA ligação é válida até {{until}}.\n\nCumprimentos\n{{company}}',
  },
};
