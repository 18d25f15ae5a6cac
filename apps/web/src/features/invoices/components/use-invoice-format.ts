import type { InvoiceDisplayStatus, InvoiceLine, InvoiceSummary } from '@portal/domain/billing';
import { formatDayKey, formatVatRate } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';

/** The kinds of hour (and kilometres) a contract prices; a line of another kind shows its description. */
export const lineKinds = ['base', 'evening', 'night', 'saturday', 'sunday', 'kilometre'] as const;
type LineKind = (typeof lineKinds)[number];

function isLineKind(kind: string): kind is LineKind {
  return (lineKinds as readonly string[]).includes(kind);
}

/**
 * How the invoice screens write amounts, quantities, periods and labels in the UI language: euros as the
 * language writes them (`1 234,50 €` in Finnish), hours and kilometres with their unit (`7,75 h`,
 * `12,5 km`), days DD.MM.YYYY in every language.
 */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation();
  const euros = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const money = (cents: number) => euros.format(cents / 100);
  const quantity = (line: Pick<InvoiceLine, 'kind' | 'quantityHundredths'>) =>
    // A campaign line of one (a per-shift bonus or a raise, decision 0038) is one piece: the number alone.
    line.kind === 'campaign' && line.quantityHundredths === 100
      ? number.format(1)
      : t(line.kind === 'kilometre' ? 'invoices.units.km' : 'invoices.units.h', {
          value: number.format(line.quantityHundredths / 100),
        });
  /** A kind of hour by its name; a campaign line names its campaign; any other line shows its description. */
  const kindLabel = (line: Pick<InvoiceLine, 'kind' | 'description'>) => {
    if (line.kind === 'campaign') {
      return t('invoices.kinds.campaign', { name: line.description });
    }
    return isLineKind(line.kind) ? t(`invoices.kinds.${line.kind}`) : line.description;
  };
  /** A kind named in an error's details (`INVOICE_UNPRICED_SHIFTS`), as people call it. */
  const kindName = (kind: string) => (isLineKind(kind) ? t(`invoices.kinds.${kind}`) : kind);
  const status = (value: InvoiceDisplayStatus) => t(`invoices.statuses.${value}`);
  const period = (invoice: Pick<InvoiceSummary, 'periodFrom' | 'periodTo'>) =>
    `${formatDayKey(invoice.periodFrom)}–${formatDayKey(invoice.periodTo)}`;
  const day = (dayKey: string | null) => (dayKey ? formatDayKey(dayKey) : '–');
  /** The number, or "Luonnos" for a draft that has none yet. */
  const numberOf = (invoice: Pick<InvoiceSummary, 'number'>) =>
    invoice.number === null ? t('invoices.draftNumber') : String(invoice.number);
  const vatRate = (basisPoints: number) => formatVatRate(basisPoints);

  return { money, quantity, kindLabel, kindName, status, period, day, numberOf, vatRate };
}
