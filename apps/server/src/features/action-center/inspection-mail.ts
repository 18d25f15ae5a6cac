import { completionPaidHours } from '@portal/domain/action-center';
import type { Locale } from '@portal/domain/shared';
import { formatDate, formatTime } from '@portal/domain/shared';

/** One confirmed shift as the summary lists it. */
export type InspectionMailShift = {
  startsAt: Date;
  endsAt: Date;
  actualStartsAt: Date | null;
  actualEndsAt: Date | null;
  breakMinutes: number | null;
  workerName: string | null;
  roleType: string | null;
};

type InspectionMailText = {
  subject: (area: string, count: number) => string;
  intro: (area: string, count: number) => string;
  breakLabel: string;
  hoursLabel: string;
  noWorker: string;
  outro: (link: string) => string;
  signature: (company: string) => string;
  decimal: string;
};

// Server-rendered mail, so its texts live with the server rather than in the web app's catalogues.
const texts: Record<Locale, InspectionMailText> = {
  fi: {
    subject: (area, count) => `Tarkastettavaksi: ${count} ${count === 1 ? 'vuoro' : 'vuoroa'} – ${area}`,
    intro: (area, count) =>
      `Hei,\n\n${area}: ${count === 1 ? 'seuraavan vuoron toteutuneet tunnit on' : 'seuraavien vuorojen toteutuneet tunnit on'} kirjattu. Tarkastakaa ne:`,
    breakLabel: 'tauko',
    hoursLabel: 'h',
    noWorker: 'ei tekijää',
    outro: (link) => `Voitte hyväksyä tunnit portaalissa: ${link}`,
    signature: (company) => `Terveisin\n${company}`,
    decimal: ',',
  },
  en: {
    subject: (area, count) => `For inspection: ${count} ${count === 1 ? 'shift' : 'shifts'} – ${area}`,
    intro: (area, count) =>
      `Hello,\n\n${area}: the hours worked ${count === 1 ? 'in the following shift have' : 'in the following shifts have'} been recorded. Please check them:`,
    breakLabel: 'break',
    hoursLabel: 'h',
    noWorker: 'no worker',
    outro: (link) => `You can approve the hours in the portal: ${link}`,
    signature: (company) => `Best regards\n${company}`,
    decimal: '.',
  },
  de: {
    subject: (area, count) => `Zur Prüfung: ${count} ${count === 1 ? 'Schicht' : 'Schichten'} – ${area}`,
    intro: (area, count) =>
      `Hallo,\n\n${area}: Die geleisteten Stunden ${count === 1 ? 'der folgenden Schicht wurden' : 'der folgenden Schichten wurden'} erfasst. Bitte prüfen Sie sie:`,
    breakLabel: 'Pause',
    hoursLabel: 'Std.',
    noWorker: 'keine Arbeitskraft',
    outro: (link) => `Sie können die Stunden im Portal bestätigen: ${link}`,
    signature: (company) => `Mit freundlichen Grüßen\n${company}`,
    decimal: ',',
  },
  fr: {
    subject: (area, count) => `À vérifier : ${count} ${count === 1 ? 'vacation' : 'vacations'} – ${area}`,
    intro: (area, count) =>
      `Bonjour,\n\n${area} : les heures effectuées ${count === 1 ? 'de la vacation suivante ont' : 'des vacations suivantes ont'} été saisies. Merci de les vérifier :`,
    breakLabel: 'pause',
    hoursLabel: 'h',
    noWorker: 'aucun intervenant',
    outro: (link) => `Vous pouvez approuver les heures dans le portail : ${link}`,
    signature: (company) => `Cordialement\n${company}`,
    decimal: ',',
  },
  pt: {
    subject: (area, count) => `Para verificação: ${count} ${count === 1 ? 'turno' : 'turnos'} – ${area}`,
    intro: (area, count) =>
      `Olá,\n\n${area}: as horas realizadas ${count === 1 ? 'no turno seguinte foram registadas' : 'nos turnos seguintes foram registadas'}. Por favor, verifique-as:`,
    breakLabel: 'pausa',
    hoursLabel: 'h',
    noWorker: 'sem profissional',
    outro: (link) => `Pode aprovar as horas no portal: ${link}`,
    signature: (company) => `Com os melhores cumprimentos\n${company}`,
    decimal: ',',
  },
};

function lineOf(shift: InspectionMailShift, text: InspectionMailText): string {
  const start = shift.actualStartsAt ?? shift.startsAt;
  const end = shift.actualEndsAt ?? shift.endsAt;
  const breakMinutes = shift.breakMinutes ?? 0;
  const hours = completionPaidHours({ actualStartsAt: start, actualEndsAt: end, breakMinutes })
    .toFixed(2)
    .replace('.', text.decimal);
  const parts = [
    `${formatDate(start)} ${formatTime(start)}–${formatTime(end)}`,
    shift.workerName ?? text.noWorker,
    shift.roleType,
    `${text.breakLabel} ${breakMinutes} min`,
    `${hours} ${text.hoursLabel}`,
  ].filter((part): part is string => Boolean(part));
  return `- ${parts.join(' · ')}`;
}

/**
 * The summary one area's confirmation addresses get when its confirmed shifts are sent for inspection:
 * each shift's day, real times (Helsinki), worker, role, break and paid hours, and where to approve them.
 */
export function buildInspectionMail(
  locale: Locale,
  input: { areaName: string; company: string; link: string; shifts: readonly InspectionMailShift[] },
): { subject: string; text: string } {
  const text = texts[locale];
  const count = input.shifts.length;
  const lines = input.shifts.map((shift) => lineOf(shift, text)).join('\n');
  return {
    subject: text.subject(input.areaName, count),
    text: `${text.intro(input.areaName, count)}\n\n${lines}\n\n${text.outro(input.link)}\n\n${text.signature(input.company)}`,
  };
}

/** The customer reads the mail in its country's language: German accounts German, others Finnish. */
export function inspectionMailLocale(country: 'FI' | 'DE'): Locale {
  return country === 'DE' ? 'de' : 'fi';
}
