import type { DefaultTexts } from './default-text';

// The shift invitation e-mail, moved from features/shift-invitations/shift-invitation-message.ts
// unchanged (its SMS stays there: one short line with the link).
export const shiftInvitationDefaults: DefaultTexts = {
  fi: {
    subject: 'Vuorotarjous: {{area}} {{when}}',
    body: 'Hei {{firstName}},\n\nsinulle tarjotaan vuoroa:\n\n{{place}}\n{{when}}\n{{roleLine}}\n\nKatso vuoro ja ota se vastaan tai kieltäydy tästä linkistä:\n{{link}}\n\nLinkki on voimassa {{until}} asti. Vuoro varataan sille, joka ehtii ensin.\n\nTerveisin\n{{company}}',
  },
  en: {
    subject: 'Shift offer: {{area}} {{when}}',
    body: 'Hello {{firstName}},\n\nyou are offered a shift:\n\n{{place}}\n{{when}}\n{{roleLine}}\n\nSee the shift and accept or decline it with this link:\n{{link}}\n\nThe link is valid until {{until}}. The shift goes to whoever accepts first.\n\nBest regards\n{{company}}',
  },
  de: {
    subject: 'Schichtangebot: {{area}} {{when}}',
    body: 'Hallo {{firstName}},\n\nwir bieten Ihnen eine Schicht an:\n\n{{place}}\n{{when}}\n{{roleLine}}\n\nSehen Sie sich die Schicht an und nehmen Sie sie über diesen Link an oder lehnen Sie sie ab:\n{{link}}\n\nDer Link ist bis {{until}} gültig. Die Schicht erhält, wer zuerst zusagt.\n\nMit freundlichen Grüßen\n{{company}}',
  },
  fr: {
    subject: 'Proposition de vacation : {{area}} {{when}}',
    body: "Bonjour {{firstName}},\n\nnous vous proposons une vacation :\n\n{{place}}\n{{when}}\n{{roleLine}}\n\nConsultez la vacation et acceptez-la ou refusez-la avec ce lien :\n{{link}}\n\nLe lien est valable jusqu'au {{until}}. La vacation revient à la première personne qui l'accepte.\n\nCordialement\n{{company}}",
  },
  pt: {
    subject: 'Proposta de turno: {{area}} {{when}}',
    body: 'Olá {{firstName}},\n\ntemos um turno para si:\n\n{{place}}\n{{when}}\n{{roleLine}}\n\nVeja o turno e aceite-o ou recuse-o com este link:\n{{link}}\n\nO link é válido até {{until}}. O turno fica para quem aceitar primeiro.\n\nCom os melhores cumprimentos\n{{company}}',
  },
};
