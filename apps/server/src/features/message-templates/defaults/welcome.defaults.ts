import type { DefaultTexts } from './default-text';

// The welcome e-mail (spec: sendWelcomeEmail with first name and company name): the text
// features/workers/welcome-mail.ts had, unchanged.
export const welcomeDefaults: DefaultTexts = {
  fi: {
    subject: 'Tervetuloa työntekijäksemme – {{company}}',
    body: 'Hei {{firstName}},\n\ntervetuloa työntekijäksemme! Tilisi on nyt vahvistettu, ja voit ottaa vastaan vuoroja.\n\nKysyttävää? Vastaa tähän viestiin, niin autamme.\n\nTerveisin\n{{company}}',
  },
  en: {
    subject: 'Welcome to {{company}}',
    body: 'Hello {{firstName}},\n\nwelcome to {{company}}! Your account is now confirmed and you can take shifts.\n\nQuestions? Reply to this message and we will help.\n\nBest regards\n{{company}}',
  },
  de: {
    subject: 'Willkommen bei {{company}}',
    body: 'Hallo {{firstName}},\n\nwillkommen bei {{company}}! Ihr Konto ist jetzt bestätigt und Sie können Schichten übernehmen.\n\nFragen? Antworten Sie auf diese Nachricht, wir helfen gern.\n\nMit freundlichen Grüßen\n{{company}}',
  },
  fr: {
    subject: 'Bienvenue chez {{company}}',
    body: 'Bonjour {{firstName}},\n\nbienvenue chez {{company}} ! Votre compte est maintenant confirmé et vous pouvez accepter des vacations.\n\nDes questions ? Répondez à ce message, nous vous aiderons.\n\nCordialement\n{{company}}',
  },
  pt: {
    subject: 'Boas-vindas – {{company}}',
    body: 'Olá {{firstName}},\n\nboas-vindas à equipa de {{company}}! A sua conta está confirmada e já pode aceitar turnos.\n\nDúvidas? Responda a esta mensagem e ajudamos.\n\nCom os melhores cumprimentos\n{{company}}',
  },
};
