import { completionPaidHours } from '@portal/domain/action-center';
import type { Locale } from '@portal/domain/shared';
import { formatDate, formatTime } from '@portal/domain/shared';
import type { Executor } from '../../db/client';
import { renderMessage } from '../message-templates/message-templates.api';

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
  /** The count with its noun, as the subject says it ("2 vuoroa"). */
  countText: (count: number) => string;
  breakLabel: string;
  hoursLabel: string;
  noWorker: string;
  decimal: string;
};

// The words of each shift's line; the rest of the mail is the `inspection` message template
// (features/message-templates), which an account may reword.
const texts: Record<Locale, InspectionMailText> = {
  fi: {
    countText: (count) => `${count} ${count === 1 ? 'vuoro' : 'vuoroa'}`,
    breakLabel: 'tauko',
    hoursLabel: 'h',
    noWorker: 'ei tekijää',
    decimal: ',',
  },
  en: {
    countText: (count) => `${count} ${count === 1 ? 'shift' : 'shifts'}`,
    breakLabel: 'break',
    hoursLabel: 'h',
    noWorker: 'no worker',
    decimal: '.',
  },
  de: {
    countText: (count) => `${count} ${count === 1 ? 'Schicht' : 'Schichten'}`,
    breakLabel: 'Pause',
    hoursLabel: 'Std.',
    noWorker: 'keine Arbeitskraft',
    decimal: ',',
  },
  fr: {
    countText: (count) => `${count} ${count === 1 ? 'vacation' : 'vacations'}`,
    breakLabel: 'pause',
    hoursLabel: 'h',
    noWorker: 'aucun intervenant',
    decimal: ',',
  },
  pt: {
    countText: (count) => `${count} ${count === 1 ? 'turno' : 'turnos'}`,
    breakLabel: 'pausa',
    hoursLabel: 'h',
    noWorker: 'sem profissional',
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
 * each shift's day, real times (Helsinki), worker, role, break and paid hours, and where to approve them,
 * in the account's `inspection` message template (its own text, else the default).
 */
export function renderInspectionMail(
  executor: Executor,
  accountId: string,
  locale: Locale,
  input: { areaName: string; company: string; link: string; shifts: readonly InspectionMailShift[] },
): Promise<{ subject: string; text: string }> {
  const text = texts[locale];
  return renderMessage(executor, {
    accountId,
    type: 'inspection',
    locale,
    values: {
      area: input.areaName,
      countText: text.countText(input.shifts.length),
      shifts: input.shifts.map((shift) => lineOf(shift, text)).join('\n'),
      link: input.link,
      company: input.company,
    },
  });
}

/** The customer reads the mail in its country's language: German accounts German, others Finnish. */
export function inspectionMailLocale(country: 'FI' | 'DE'): Locale {
  return country === 'DE' ? 'de' : 'fi';
}
