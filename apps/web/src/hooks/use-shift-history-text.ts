import { decodeShiftHistoryContent, isShiftChangeField, shiftUpdateStates } from '@portal/domain/shifts';
import { useTranslation } from 'react-i18next';
import { useBoostTypeLabel, useWorkDayTypeLabel } from './use-enum-labels';

type Entry = { state: string; content: string; processer: string | null; processerName?: string | null };

const knownStates: readonly string[] = shiftUpdateStates;

/**
 * A shift history entry in words, the same on every screen that shows one (the shift drawer, the gig's
 * shifts, the confirmation): the state's name, who made it, and its detail decoded by the domain's history
 * codec, with field names, boost types and work-day types in the UI language.
 */
export function useShiftHistoryText() {
  const { t, i18n } = useTranslation();
  const boostTypeLabel = useBoostTypeLabel();
  const workDayTypeLabel = useWorkDayTypeLabel();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return {
    state: (entry: Pick<Entry, 'state'>): string =>
      knownStates.includes(entry.state)
        ? t(`shiftHistory.states.${entry.state as (typeof shiftUpdateStates)[number]}`)
        : entry.state,
    /** The person's name, "System" for a scheduled job, or empty when the entry does not say. */
    processer: (entry: Entry): string =>
      entry.processerName || (entry.processer ? '' : t('shiftHistory.system')),
    detail: (entry: Pick<Entry, 'state' | 'content'>): string => {
      const detail = decodeShiftHistoryContent(entry);
      switch (detail.kind) {
        case 'none':
          return '';
        case 'fields':
          return detail.fields
            .map((field) => (isShiftChangeField(field) ? t(`shiftHistory.fields.${field}`) : field))
            .join(', ');
        case 'boost': {
          const type = boostTypeLabel(detail.boostType);
          return detail.boostValue === null
            ? type
            : t('shiftHistory.boost', { type, value: number.format(detail.boostValue) });
        }
        case 'person':
          return detail.name;
        case 'recipients':
          return detail.emails.join(', ');
        case 'completion':
          return t('shiftHistory.completion', {
            period: detail.period,
            breakMinutes: number.format(detail.breakMinutes),
            paidHours: number.format(detail.paidHours),
            kilometres: number.format(detail.kilometres),
            workDayType: workDayTypeLabel(detail.workDayType),
          });
        case 'text':
          return detail.text;
      }
    },
  };
}
