import type { ExclusionReason, PayrollLine, PayrollListStage, PayrollStatus } from '@portal/domain/payroll';
import { formatDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';

const lineKinds = [
  'base',
  'evening',
  'night',
  'saturday',
  'sunday',
  'sickPay',
  'nursingLeavePay',
  'boost',
  'campaign',
  'kilometreAllowance',
  'holidayCompensation',
  'adjustment',
] as const;
type LineKind = (typeof lineKinds)[number];
const isLineKind = (kind: string): kind is LineKind => (lineKinds as readonly string[]).includes(kind);

const incomeTypes = ['201', '206', '211', '216', '221', '234', '236', '311'] as const;
type IncomeTypeKey = (typeof incomeTypes)[number];
const isIncomeType = (code: string): code is IncomeTypeKey =>
  (incomeTypes as readonly string[]).includes(code);

/**
 * How the payroll screens write amounts, hours, days and labels in the UI language: euros as the language
 * writes them, hours with a decimal (`7,5 h`), days DD.MM.YYYY in every language.
 */
export function usePayrollFormat() {
  const { t, i18n } = useTranslation();
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const money = (cents: number) => euros.format(cents / 100);
  const hours = (minutes: number) => t('payroll.units.h', { value: number.format(minutes / 60) });
  const day = (dayKey: string) => formatDayKey(dayKey);
  const period = (from: string, to: string) => `${day(from)}–${day(to)}`;
  const stage = (value: PayrollListStage) => t(`payroll.stages.${value}`);
  const status = (value: PayrollStatus) =>
    t(value === 'paid' ? 'payroll.statuses.paid' : 'payroll.statuses.notPaid');
  const lineKind = (kind: string) => (isLineKind(kind) ? t(`payroll.lineKinds.${kind}`) : kind);
  const incomeType = (code: number) => {
    const key = String(code);
    return isIncomeType(key) ? t(`payroll.incomeTypes.${key}`) : key;
  };
  /** A line's quantity: hours, kilometres or a percentage; nothing for a sum. */
  const quantity = (line: PayrollLine) => {
    if (line.minutes !== null) {
      return hours(line.minutes);
    }
    if (line.kilometreHundredths !== null) {
      return t('payroll.units.km', { value: number.format(line.kilometreHundredths / 100) });
    }
    return line.basisPoints === null
      ? ''
      : t('payroll.units.percent', { value: number.format(line.basisPoints / 100) });
  };
  const reason = (value: ExclusionReason) => {
    switch (value.code) {
      case 'noWage':
        return t('payroll.excluded.reasons.noWage', { kinds: (value.kinds ?? []).map(lineKind).join(', ') });
      case 'missingPaymentDetails':
        return t('payroll.excluded.reasons.missingPaymentDetails', {
          missing: (value.missing ?? []).map((item) => t(`payroll.excluded.missing.${item}`)).join(', '),
        });
      default:
        return t(`payroll.excluded.reasons.${value.code}`);
    }
  };
  return { money, hours, day, period, stage, status, lineKind, incomeType, quantity, reason };
}
