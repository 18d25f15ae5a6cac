import type { Locale } from '@portal/domain/shared';

type WelcomeMailText = {
  subject: (company: string) => string;
  body: (firstName: string, company: string) => string;
};

// Server-rendered mail, so its texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, WelcomeMailText> = {
  fi: {
    subject: (company) => `Tervetuloa työntekijäksemme – ${company}`,
    body: (firstName, company) =>
      `Hei ${firstName},\n\ntervetuloa työntekijäksemme! Tilisi on nyt vahvistettu, ja voit ottaa vastaan vuoroja.\n\nKysyttävää? Vastaa tähän viestiin, niin autamme.\n\nTerveisin\n${company}`,
  },
  en: {
    subject: (company) => `Welcome to ${company}`,
    body: (firstName, company) =>
      `Hello ${firstName},\n\nwelcome to ${company}! Your account is now confirmed and you can take shifts.\n\nQuestions? Reply to this message and we will help.\n\nBest regards\n${company}`,
  },
  de: {
    subject: (company) => `Willkommen bei ${company}`,
    body: (firstName, company) =>
      `Hallo ${firstName},\n\nwillkommen bei ${company}! Ihr Konto ist jetzt bestätigt und Sie können Schichten übernehmen.\n\nFragen? Antworten Sie auf diese Nachricht, wir helfen gern.\n\nMit freundlichen Grüßen\n${company}`,
  },
  fr: {
    subject: (company) => `Bienvenue chez ${company}`,
    body: (firstName, company) =>
      `Bonjour ${firstName},\n\nbienvenue chez ${company} ! Votre compte est maintenant confirmé et vous pouvez accepter des vacations.\n\nDes questions ? Répondez à ce message, nous vous aiderons.\n\nCordialement\n${company}`,
  },
  pt: {
    subject: (company) => `Boas-vindas – ${company}`,
    body: (firstName, company) =>
      `Olá ${firstName},\n\nboas-vindas à equipa de ${company}! A sua conta está confirmada e já pode aceitar turnos.\n\nDúvidas? Responda a esta mensagem e ajudamos.\n\nCom os melhores cumprimentos\n${company}`,
  },
};

/** The welcome e-mail (spec: sendWelcomeEmail with first name and company name) in the worker's language. */
export function buildWelcomeMail(
  locale: Locale,
  firstName: string,
  company: string,
): { subject: string; text: string } {
  const text = texts[locale];
  return { subject: text.subject(company), text: text.body(firstName, company) };
}
