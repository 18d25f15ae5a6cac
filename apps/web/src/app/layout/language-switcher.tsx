import { NativeSelect } from '@mantine/core';
import { isLocale, locales } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { currentLocale, localeNames } from '@/lib/i18n';
import { useChangeLanguage } from './use-change-language';

/** Lists each language in its own name. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <NativeSelect
      aria-label={t('header.language')}
      value={isLocale(i18n.language) ? i18n.language : currentLocale()}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (isLocale(locale)) {
          void changeLanguage(locale);
        }
      }}
      w={130}
    >
      {locales.map((locale) => (
        <option key={locale} value={locale} lang={locale}>
          {localeNames[locale]}
        </option>
      ))}
    </NativeSelect>
  );
}
