import type { Locale } from '@portal/domain/shared';

/** The payslip's words in the five languages of the portal (Finnish by default). */
export type PayslipTexts = {
  numberLocale: string;
  title: string;
  worker: string;
  period: string;
  paymentDate: string;
  status: string;
  paid: string;
  notPaid: string;
  day: string;
  description: string;
  quantity: string;
  unit: string;
  amount: string;
  gross: string;
  taxExempt: string;
  byIncomeType: string;
  kinds: Record<string, string>;
  note: string;
};

const fi: PayslipTexts = {
  numberLocale: 'fi-FI',
  title: 'PALKKALASKELMA',
  worker: 'Työntekijä',
  period: 'Palkkakausi',
  paymentDate: 'Maksupäivä',
  status: 'Tila',
  paid: 'Maksettu',
  notPaid: 'Maksamatta',
  day: 'Päivä',
  description: 'Selite',
  quantity: 'Määrä',
  unit: 'à-hinta',
  amount: 'Summa',
  gross: 'Bruttopalkka yhteensä',
  taxExempt: 'Josta verovapaat korvaukset',
  byIncomeType: 'Tulolajeittain',
  kinds: {
    base: 'Tuntipalkka',
    evening: 'Iltatyö',
    night: 'Yötyö',
    saturday: 'Lauantaityö',
    sunday: 'Sunnuntaityö',
    sickPay: 'Sairausajan palkka',
    nursingLeavePay: 'Tilapäinen hoitovapaa',
    boost: 'Vuorolisä',
    campaign: 'Kampanjalisä',
    kilometreAllowance: 'Kilometrikorvaus',
    holidayCompensation: 'Lomakorvaus',
    adjustment: 'Korjaus',
  },
  note: 'Ennakonpidätys ja sivukulut lasketaan palkanmaksussa.',
};

const en: PayslipTexts = {
  numberLocale: 'en-GB',
  title: 'PAYSLIP',
  worker: 'Worker',
  period: 'Pay period',
  paymentDate: 'Payment date',
  status: 'Status',
  paid: 'Paid',
  notPaid: 'Not paid',
  day: 'Day',
  description: 'Description',
  quantity: 'Quantity',
  unit: 'Unit price',
  amount: 'Amount',
  gross: 'Gross pay total',
  taxExempt: 'Of which tax-exempt allowances',
  byIncomeType: 'By income type',
  kinds: {
    base: 'Hourly pay',
    evening: 'Evening work',
    night: 'Night work',
    saturday: 'Saturday work',
    sunday: 'Sunday work',
    sickPay: 'Sick pay',
    nursingLeavePay: 'Temporary child-care leave',
    boost: 'Shift boost',
    campaign: 'Campaign bonus',
    kilometreAllowance: 'Kilometre allowance',
    holidayCompensation: 'Holiday compensation',
    adjustment: 'Adjustment',
  },
  note: 'Tax withholding and contributions are calculated when the pay is paid.',
};

const de: PayslipTexts = {
  numberLocale: 'de-DE',
  title: 'GEHALTSABRECHNUNG',
  worker: 'Arbeitskraft',
  period: 'Abrechnungszeitraum',
  paymentDate: 'Zahltag',
  status: 'Status',
  paid: 'Bezahlt',
  notPaid: 'Nicht bezahlt',
  day: 'Tag',
  description: 'Beschreibung',
  quantity: 'Menge',
  unit: 'Einzelpreis',
  amount: 'Betrag',
  gross: 'Bruttolohn gesamt',
  taxExempt: 'Davon steuerfreie Erstattungen',
  byIncomeType: 'Nach Einkommensart',
  kinds: {
    base: 'Stundenlohn',
    evening: 'Abendarbeit',
    night: 'Nachtarbeit',
    saturday: 'Samstagsarbeit',
    sunday: 'Sonntagsarbeit',
    sickPay: 'Lohnfortzahlung bei Krankheit',
    nursingLeavePay: 'Vorübergehende Pflegefreistellung',
    boost: 'Schichtzuschlag',
    campaign: 'Kampagnenzuschlag',
    kilometreAllowance: 'Kilometergeld',
    holidayCompensation: 'Urlaubsabgeltung',
    adjustment: 'Korrektur',
  },
  note: 'Steuerabzug und Abgaben werden bei der Lohnzahlung berechnet.',
};

const fr: PayslipTexts = {
  numberLocale: 'fr-FR',
  title: 'BULLETIN DE PAIE',
  worker: 'Salarié',
  period: 'Période de paie',
  paymentDate: 'Date de paiement',
  status: 'Statut',
  paid: 'Payé',
  notPaid: 'Non payé',
  day: 'Jour',
  description: 'Libellé',
  quantity: 'Quantité',
  unit: 'Prix unitaire',
  amount: 'Montant',
  gross: 'Salaire brut total',
  taxExempt: 'Dont indemnités non imposables',
  byIncomeType: 'Par type de revenu',
  kinds: {
    base: 'Salaire horaire',
    evening: 'Travail du soir',
    night: 'Travail de nuit',
    saturday: 'Travail du samedi',
    sunday: 'Travail du dimanche',
    sickPay: 'Salaire maladie',
    nursingLeavePay: 'Congé temporaire pour enfant malade',
    boost: 'Prime de vacation',
    campaign: 'Prime de campagne',
    kilometreAllowance: 'Indemnité kilométrique',
    holidayCompensation: 'Indemnité de congés payés',
    adjustment: 'Correction',
  },
  note: 'La retenue à la source et les cotisations sont calculées lors du paiement.',
};

const pt: PayslipTexts = {
  numberLocale: 'pt-PT',
  title: 'RECIBO DE VENCIMENTO',
  worker: 'Trabalhador',
  period: 'Período de pagamento',
  paymentDate: 'Data de pagamento',
  status: 'Estado',
  paid: 'Pago',
  notPaid: 'Não pago',
  day: 'Dia',
  description: 'Descrição',
  quantity: 'Quantidade',
  unit: 'Preço unitário',
  amount: 'Montante',
  gross: 'Total do salário bruto',
  taxExempt: 'Dos quais subsídios isentos de imposto',
  byIncomeType: 'Por tipo de rendimento',
  kinds: {
    base: 'Salário por hora',
    evening: 'Trabalho noturno (tarde)',
    night: 'Trabalho noturno',
    saturday: 'Trabalho ao sábado',
    sunday: 'Trabalho ao domingo',
    sickPay: 'Salário por doença',
    nursingLeavePay: 'Licença temporária para assistência a filho',
    boost: 'Bónus de turno',
    campaign: 'Bónus de campanha',
    kilometreAllowance: 'Subsídio de quilometragem',
    holidayCompensation: 'Compensação de férias',
    adjustment: 'Ajuste',
  },
  note: 'A retenção na fonte e as contribuições são calculadas no pagamento.',
};

export const payslipTexts: Record<Locale, PayslipTexts> = { fi, en, de, fr, pt };
