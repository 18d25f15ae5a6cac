import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';

/** The settings page's toasts: "Settings saved", or "Error saving settings" with the reason. */
export function useSaveToasts() {
  const { t } = useTranslation();
  return {
    saved: (message: string = t('settings.saved')) => notify.success({ message }),
    failed: (error: unknown) =>
      notify.error({ title: t('settings.saveError'), message: t(errorMessageKey(error)) }),
  };
}
