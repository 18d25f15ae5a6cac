import { Group, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A small spinner that screen readers announce as "loading". */
export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <Group role="status" gap={0}>
      <Loader size="sm" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Group>
  );
}
