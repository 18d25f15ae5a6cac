import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page or the session loads; screen readers hear "loading". */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center mih={200} role="status">
      <Loader />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
