import type { WageReportState } from '@portal/domain/incomes-register';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';

const incomeTypeCodes = ['201', '206', '211', '216', '221', '234', '236', '311'] as const;
type IncomeTypeCode = (typeof incomeTypeCodes)[number];

/** How the report screens write amounts, days, states and income types in the UI language. */
export function useReportFormat() {
  const { t, i18n } = useTranslation();
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  return {
    money: (cents: number) => euros.format(cents / 100),
    day: (dayKey: string) => formatDayKey(dayKey),
    time: (instant: string) => formatDateTime(instant),
    status: (status: WageReportState) => t(`wage-reports.statuses.${status}`),
    /** "201 Aikapalkka": the code the register knows and its name. */
    incomeType: (code: number) => {
      const key = String(code);
      return (incomeTypeCodes as readonly string[]).includes(key)
        ? `${key} ${t(`wage-reports.incomeTypes.${key as IncomeTypeCode}`)}`
        : key;
    },
    /** A payer summary month (YYYY-MM) as people write it: 11/2026. */
    month: (month: string) => `${Number(month.slice(5, 7))}/${month.slice(0, 4)}`,
  };
}
