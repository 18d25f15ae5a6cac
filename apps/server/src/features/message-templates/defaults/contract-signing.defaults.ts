import type { DefaultTexts } from './default-text';

// The e-mail sending an employment contract to sign: the text features/employment-contracts
// contract-messages.ts builds for a sent contract, unchanged (reminders and the signed copy stay there).
export const contractSigningDefaults: DefaultTexts = {
  fi: {
    subject: 'Työsopimus allekirjoitettavaksi: {{title}}',
    body: 'Hei {{firstName}},\n\n{{company}} lähetti sinulle työsopimuksen allekirjoitettavaksi. Lue ja allekirjoita se tästä linkistä:\n{{link}}\n\nLinkki on voimassa {{until}}.\n\nTerveisin\n{{company}}',
  },
  en: {
    subject: 'Employment contract to sign: {{title}}',
    body: 'Hello {{firstName}},\n\n{{company}} sent you an employment contract to sign. Read and sign it with this link:\n{{link}}\n\nThe link is valid until {{until}}.\n\nBest regards\n{{company}}',
  },
  de: {
    subject: 'Arbeitsvertrag zur Unterschrift: {{title}}',
    body: 'Hallo {{firstName}},\n\n{{company}} hat Ihnen einen Arbeitsvertrag zur Unterschrift gesendet. Lesen und unterschreiben Sie ihn über diesen Link:\n{{link}}\n\nDer Link ist gültig bis {{until}}.\n\nMit freundlichen Grüßen\n{{company}}',
  },
  fr: {
    subject: 'Contrat de travail à signer: {{title}}',
    body: 'Bonjour {{firstName}},\n\n{{company}} vous a envoyé un contrat de travail à signer. Lisez-le et signez-le avec ce lien :\n{{link}}\n\nLe lien est valable jusqu’au {{until}}.\n\nCordialement\n{{company}}',
  },
  pt: {
    subject: 'Contrato de trabalho para assinar: {{title}}',
    body: 'Olá {{firstName}},\n\n{{company}} enviou-lhe um contrato de trabalho para assinar. Leia-o e assine-o com esta ligação:\n{{link}}\n\nA ligação é válida até {{until}}.\n\nCumprimentos\n{{company}}',
  },
};
