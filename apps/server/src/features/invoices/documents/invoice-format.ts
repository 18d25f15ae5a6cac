import type { InvoiceTexts } from './invoice-texts-type';

/**
 * Numbers and days as the invoice's language writes them: `1 234,50 €` in Finnish, `€1,234.50` in English.
 * Narrow no-break spaces (French grouping) become no-break spaces and the minus sign a hyphen-minus, which
 * every PDF font has and every reader extracts alike.
 */
function printable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0').replace(/\u2212/g, '-');
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formatters.set(key, found);
  }
  return found;
}

/** Integer cents as euros. Cents / 100 is exact enough to print: the formatter rounds to two decimals. */
export function formatMoney(cents: number, texts: InvoiceTexts): string {
  return printable(formatter(texts.numberLocale, { style: 'currency', currency: 'EUR' }).format(cents / 100));
}

/** A quantity in hundredths (7.75 h is 775) with the language's decimal separator. */
export function formatQuantity(hundredths: number, texts: InvoiceTexts): string {
  return printable(
    formatter(texts.numberLocale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      hundredths / 100,
    ),
  );
}

/** A VAT rate in basis points: `25,5 %`. */
export function formatRate(basisPoints: number, texts: InvoiceTexts): string {
  const number = formatter(texts.numberLocale, { maximumFractionDigits: 2 }).format(basisPoints / 100);
  return printable(`${number}\u00a0%`);
}

/** A day key (YYYY-MM-DD) as the language writes a date: 27.11.2026, 27/11/2026. */
export function formatDay(dayKey: string, texts: InvoiceTexts): string {
  const [year, month, day] = dayKey.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  return new Intl.DateTimeFormat(texts.numberLocale, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
