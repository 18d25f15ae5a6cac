import type { Locale } from '@portal/domain/shared';

type Mail = { subject: string; text: string };
type Texts = {
  code: (code: string, minutes: number) => Mail;
  existing: (signInUrl: string) => Mail;
  thanks: (firstName: string, company: string, title: string) => Mail;
};

// Server-rendered mail, so its texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, Texts> = {
  fi: {
    code: (code, minutes) => ({
      subject: `Rekisteröitymiskoodisi: ${code}`,
      text: `Rekisteröitymiskoodisi on ${code}.\n\nKoodi on voimassa ${minutes} minuuttia. Jos et pyytänyt koodia, voit jättää tämän viestin huomiotta.`,
    }),
    existing: (url) => ({
      subject: 'Sinulla on jo tili',
      text: `Joku yritti rekisteröityä tällä sähköpostiosoitteella, mutta sinulla on jo tili. Kirjaudu sisään: ${url}\n\nJos et itse yrittänyt, voit jättää tämän viestin huomiotta.`,
    }),
    thanks: (name, company, title) => ({
      subject: `Kiitos hakemuksestasi – ${company}`,
      text: `Hei ${name},\n\nkiitos hakemuksestasi (${title}). Otamme sinuun yhteyttä.\n\nTerveisin\n${company}`,
    }),
  },
  en: {
    code: (code, minutes) => ({
      subject: `Your registration code: ${code}`,
      text: `Your registration code is ${code}.\n\nThe code is valid for ${minutes} minutes. If you did not ask for a code, you can ignore this message.`,
    }),
    existing: (url) => ({
      subject: 'You already have an account',
      text: `Someone tried to register with this e-mail address, but you already have an account. Sign in: ${url}\n\nIf it was not you, you can ignore this message.`,
    }),
    thanks: (name, company, title) => ({
      subject: `Thank you for your application – ${company}`,
      text: `Hello ${name},\n\nthank you for your application (${title}). We will contact you.\n\nBest regards\n${company}`,
    }),
  },
  de: {
    code: (code, minutes) => ({
      subject: `Ihr Registrierungscode: ${code}`,
      text: `Ihr Registrierungscode lautet ${code}.\n\nDer Code ist ${minutes} Minuten gültig. Wenn Sie keinen Code angefordert haben, können Sie diese Nachricht ignorieren.`,
    }),
    existing: (url) => ({
      subject: 'Sie haben bereits ein Konto',
      text: `Jemand hat versucht, sich mit dieser E-Mail-Adresse zu registrieren, aber Sie haben bereits ein Konto. Melden Sie sich an: ${url}\n\nWenn Sie das nicht waren, können Sie diese Nachricht ignorieren.`,
    }),
    thanks: (name, company, title) => ({
      subject: `Vielen Dank für Ihre Bewerbung – ${company}`,
      text: `Hallo ${name},\n\nvielen Dank für Ihre Bewerbung (${title}). Wir melden uns bei Ihnen.\n\nMit freundlichen Grüßen\n${company}`,
    }),
  },
  fr: {
    code: (code, minutes) => ({
      subject: `Votre code d’inscription : ${code}`,
      text: `Votre code d’inscription est ${code}.\n\nLe code est valable ${minutes} minutes. Si vous n’avez pas demandé de code, ignorez ce message.`,
    }),
    existing: (url) => ({
      subject: 'Vous avez déjà un compte',
      text: `Quelqu’un a essayé de s’inscrire avec cette adresse e-mail, mais vous avez déjà un compte. Connectez-vous : ${url}\n\nSi ce n’était pas vous, ignorez ce message.`,
    }),
    thanks: (name, company, title) => ({
      subject: `Merci pour votre candidature – ${company}`,
      text: `Bonjour ${name},\n\nmerci pour votre candidature (${title}). Nous vous contacterons.\n\nCordialement\n${company}`,
    }),
  },
  pt: {
    code: (code, minutes) => ({
      subject: `O seu código de registo: ${code}`,
      text: `O seu código de registo é ${code}.\n\nO código é válido durante ${minutes} minutos. Se não pediu um código, pode ignorar esta mensagem.`,
    }),
    existing: (url) => ({
      subject: 'Já tem uma conta',
      text: `Alguém tentou registar-se com este endereço de e-mail, mas já tem uma conta. Inicie sessão: ${url}\n\nSe não foi você, pode ignorar esta mensagem.`,
    }),
    thanks: (name, company, title) => ({
      subject: `Obrigado pela sua candidatura – ${company}`,
      text: `Olá ${name},\n\nobrigado pela sua candidatura (${title}). Entraremos em contacto.\n\nCom os melhores cumprimentos\n${company}`,
    }),
  },
};

export const registrationMessages = (locale: Locale): Texts => texts[locale];
