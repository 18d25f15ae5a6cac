import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/fi';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt';
import { DatesProvider } from '@mantine/dates';
import { defaultLocale, isLocale } from '@portal/domain/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Month and weekday names of the pickers in the UI language (dayjs locales fi, de, fr, pt and the built-in
 * en), weeks from Monday. The date fields wrap themselves in it, so only screens with a date field load the
 * pickers' code, styles and locales (decision 0026).
 */
export function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : defaultLocale;
  return (
    // No red weekends: Mantine's red on white is below AA contrast (3.3:1).
    <DatesProvider settings={{ locale, firstDayOfWeek: 1, weekendDays: [], consistentWeeks: true }}>
      {children}
    </DatesProvider>
  );
}
