import type { DefaultTexts } from './default-text';

// The sign-in link e-mail: the text features/auth/login-link-mail.ts had, unchanged.
export const loginLinkDefaults: DefaultTexts = {
  fi: {
    subject: 'Kirjautumislinkkisi',
    body: 'Hei,\n\nkirjaudu portaaliin tästä linkistä:\n{{link}}\n\nLinkki toimii kerran ja vanhenee {{minutes}} minuutissa. Jos et pyytänyt linkkiä, voit jättää tämän viestin huomiotta.',
  },
  en: {
    subject: 'Your sign-in link',
    body: 'Hello,\n\nsign in to the portal with this link:\n{{link}}\n\nThe link works once and expires in {{minutes}} minutes. If you did not ask for it, you can ignore this message.',
  },
  de: {
    subject: 'Ihr Anmeldelink',
    body: 'Hallo,\n\nmelden Sie sich mit diesem Link im Portal an:\n{{link}}\n\nDer Link funktioniert einmal und läuft in {{minutes}} Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.',
  },
  fr: {
    subject: 'Votre lien de connexion',
    body: "Bonjour,\n\nconnectez-vous au portail avec ce lien :\n{{link}}\n\nLe lien fonctionne une seule fois et expire dans {{minutes}} minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  },
  pt: {
    subject: 'O seu link de acesso',
    body: 'Olá,\n\nentre no portal com este link:\n{{link}}\n\nO link funciona uma vez e expira em {{minutes}} minutos. Se não o pediu, pode ignorar esta mensagem.',
  },
};
