import type { LicenceCheckKind } from '@portal/domain/licence-checks';
import { formatDayKey, type Locale } from '@portal/domain/shared';

/** The outbox kind of the reminder mail. */
export const licenceReminderMessageKind = 'licence-expiry-reminder';

export type ExpiringRight = {
  workerName: string;
  kind: LicenceCheckKind;
  register: string;
  registrationNumber: string | null;
  validUntil: string;
  daysLeft: number;
};

type Texts = {
  subject: (count: number) => string;
  intro: (company: string) => string;
  kinds: Record<LicenceCheckKind, string>;
  ends: (date: string, days: number) => string;
  outro: string;
};

// Server-rendered mail to the account's admins, in each admin's language, so its texts live here.
const texts: Record<Locale, Texts> = {
  fi: {
    subject: (count) => `Päättyviä ammattioikeuksia ja työlupia: ${count}`,
    intro: (company) =>
      `Hei,\n\nseuraavien työntekijöiden oikeudet päättyvät 30 päivän sisällä (${company}):`,
    kinds: { professional_licence: 'ammattioikeus', work_permit: 'työlupa' },
    ends: (date, days) => `päättyy ${date} (${days} pv)`,
    outro:
      'Tarkista uusi voimassaolo rekisteristä ja kirjaa se portaaliin. Päättynyt oikeus estää vuorojen varaamisen.',
  },
  en: {
    subject: (count) => `Licences and work permits ending soon: ${count}`,
    intro: (company) => `Hello,\n\nthe following workers' rights end within 30 days (${company}):`,
    kinds: { professional_licence: 'licence', work_permit: 'work permit' },
    ends: (date, days) => `ends ${date} (${days} d)`,
    outro:
      'Check the new validity in the register and record it in the portal. An ended right blocks booking.',
  },
  de: {
    subject: (count) => `Bald endende Berufserlaubnisse und Arbeitserlaubnisse: ${count}`,
    intro: (company) => `Hallo,\n\nfolgende Erlaubnisse enden innerhalb von 30 Tagen (${company}):`,
    kinds: { professional_licence: 'Berufserlaubnis', work_permit: 'Arbeitserlaubnis' },
    ends: (date, days) => `endet am ${date} (${days} T.)`,
    outro:
      'Prüfen Sie die neue Gültigkeit und erfassen Sie sie im Portal. Eine abgelaufene Erlaubnis sperrt die Einplanung.',
  },
  fr: {
    subject: (count) => `Autorisations d’exercer et permis de travail bientôt expirés : ${count}`,
    intro: (company) =>
      `Bonjour,\n\nles droits des intervenants suivants expirent dans les 30 jours (${company}) :`,
    kinds: { professional_licence: 'autorisation d’exercer', work_permit: 'permis de travail' },
    ends: (date, days) => `expire le ${date} (${days} j)`,
    outro:
      'Vérifiez la nouvelle validité dans le registre et enregistrez-la dans le portail. Un droit expiré bloque les réservations.',
  },
  pt: {
    subject: (count) => `Licenças de exercício e autorizações de trabalho a terminar: ${count}`,
    intro: (company) =>
      `Olá,\n\nos direitos dos seguintes trabalhadores terminam dentro de 30 dias (${company}):`,
    kinds: { professional_licence: 'licença de exercício', work_permit: 'autorização de trabalho' },
    ends: (date, days) => `termina a ${date} (${days} d)`,
    outro:
      'Verifique a nova validade no registo e registe-a no portal. Um direito terminado bloqueia as marcações.',
  },
};

/** One mail listing every right of the account that ends soon; dates as the portal shows them (d.m.yyyy). */
export function buildLicenceReminderMail(locale: Locale, company: string, rights: readonly ExpiringRight[]) {
  const text = texts[locale];
  const lines = rights.map((right) => {
    const number = right.registrationNumber ? ` ${right.registrationNumber}` : '';
    return `- ${right.workerName}: ${text.kinds[right.kind]} (${right.register}${number}) ${text.ends(formatDayKey(right.validUntil), right.daysLeft)}`;
  });
  return {
    subject: text.subject(rights.length),
    text: `${text.intro(company)}\n\n${lines.join('\n')}\n\n${text.outro}`,
  };
}
