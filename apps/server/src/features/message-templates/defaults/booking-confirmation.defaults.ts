import type { DefaultTexts } from './default-text';

// The spec's sendBookingVerification (§7: to, message): the worker's booking, confirmed in the action
// center. New; short enough for one or two SMS parts.
export const bookingConfirmationDefaults: DefaultTexts = {
  fi: {
    subject: 'Vuorosi on vahvistettu: {{area}} {{when}}',
    body: 'Hei {{firstName}}! Varauksesi on vahvistettu:\n{{place}}\n{{when}}\n{{roleLine}}\nTerveisin {{company}}',
  },
  en: {
    subject: 'Your shift is confirmed: {{area}} {{when}}',
    body: 'Hi {{firstName}}! Your booking is confirmed:\n{{place}}\n{{when}}\n{{roleLine}}\nBest regards, {{company}}',
  },
  de: {
    subject: 'Ihre Schicht ist bestätigt: {{area}} {{when}}',
    body: 'Hallo {{firstName}}! Ihre Buchung ist bestätigt:\n{{place}}\n{{when}}\n{{roleLine}}\nViele Grüße, {{company}}',
  },
  fr: {
    subject: 'Votre vacation est confirmée : {{area}} {{when}}',
    body: 'Bonjour {{firstName}} ! Votre réservation est confirmée :\n{{place}}\n{{when}}\n{{roleLine}}\nCordialement, {{company}}',
  },
  pt: {
    subject: 'O seu turno está confirmado: {{area}} {{when}}',
    body: 'Olá {{firstName}}! A sua reserva está confirmada:\n{{place}}\n{{when}}\n{{roleLine}}\nCumprimentos, {{company}}',
  },
};
