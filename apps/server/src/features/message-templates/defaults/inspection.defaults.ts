import type { DefaultTexts } from './default-text';

// The customer's summary of shifts sent for inspection (action center). Worded so one text fits any
// number of shifts: the count and its noun come in `countText`, the shifts one per line in `shifts`.
export const inspectionDefaults: DefaultTexts = {
  fi: {
    subject: 'Tarkastettavaksi: {{countText}} – {{area}}',
    body: 'Hei,\n\n{{area}}: alla lueteltujen vuorojen toteutuneet tunnit on kirjattu. Tarkastakaa ne:\n\n{{shifts}}\n\nVoitte hyväksyä tunnit portaalissa: {{link}}\n\nTerveisin\n{{company}}',
  },
  en: {
    subject: 'For inspection: {{countText}} – {{area}}',
    body: 'Hello,\n\n{{area}}: the hours worked in the shifts below have been recorded. Please check them:\n\n{{shifts}}\n\nYou can approve the hours in the portal: {{link}}\n\nBest regards\n{{company}}',
  },
  de: {
    subject: 'Zur Prüfung: {{countText}} – {{area}}',
    body: 'Hallo,\n\n{{area}}: Die geleisteten Stunden der folgenden Schichten wurden erfasst. Bitte prüfen Sie sie:\n\n{{shifts}}\n\nSie können die Stunden im Portal bestätigen: {{link}}\n\nMit freundlichen Grüßen\n{{company}}',
  },
  fr: {
    subject: 'À contrôler : {{countText}} – {{area}}',
    body: 'Bonjour,\n\n{{area}} : les heures effectuées des vacations ci-dessous ont été saisies. Merci de les contrôler :\n\n{{shifts}}\n\nVous pouvez approuver les heures dans le portail : {{link}}\n\nCordialement\n{{company}}',
  },
  pt: {
    subject: 'Para verificação: {{countText}} – {{area}}',
    body: 'Olá,\n\n{{area}}: as horas realizadas nos turnos abaixo foram registadas. Por favor, verifique-as:\n\n{{shifts}}\n\nPode aprovar as horas no portal: {{link}}\n\nCom os melhores cumprimentos\n{{company}}',
  },
};
