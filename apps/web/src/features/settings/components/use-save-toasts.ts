import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';

/** The settings page's success toast ("Settings saved"); failures are toasted by the query client. */
export function useSaveToasts() {
  const { t } = useTranslation();
  return {
    saved: (message: string = t('settings.saved')) => notify.success({ message }),
  };
}
