import type { Locale } from '@portal/domain/shared';

type LoginLinkMailText = { subject: string; body: (link: string, minutes: number) => string };

// Server-rendered mail, so its texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, LoginLinkMailText> = {
  fi: {
    subject: 'Kirjautumislinkkisi',
    body: (link, minutes) =>
      `Hei,\n\nkirjaudu portaaliin tästä linkistä:\n${link}\n\nLinkki toimii kerran ja vanhenee ${minutes} minuutissa. Jos et pyytänyt linkkiä, voit jättää tämän viestin huomiotta.`,
  },
  en: {
    subject: 'Your sign-in link',
    body: (link, minutes) =>
      `Hello,\n\nsign in to the portal with this link:\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this message.`,
  },
  de: {
    subject: 'Ihr Anmeldelink',
    body: (link, minutes) =>
      `Hallo,\n\nmelden Sie sich mit diesem Link im Portal an:\n${link}\n\nDer Link funktioniert einmal und läuft in ${minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese Nachricht ignorieren.`,
  },
  fr: {
    subject: 'Votre lien de connexion',
    body: (link, minutes) =>
      `Bonjour,\n\nconnectez-vous au portail avec ce lien :\n${link}\n\nLe lien fonctionne une seule fois et expire dans ${minutes} minutes. Si vous ne l'avez pas demandé, ignorez ce message.`,
  },
  pt: {
    subject: 'O seu link de acesso',
    body: (link, minutes) =>
      `Olá,\n\nentre no portal com este link:\n${link}\n\nO link funciona uma vez e expira em ${minutes} minutos. Se não o pediu, pode ignorar esta mensagem.`,
  },
};

/** The sign-in link e-mail in the user's language. */
export function buildLoginLinkMail(
  locale: Locale,
  link: string,
  minutes: number,
): { subject: string; text: string } {
  const text = texts[locale];
  return { subject: text.subject, text: text.body(link, minutes) };
}
