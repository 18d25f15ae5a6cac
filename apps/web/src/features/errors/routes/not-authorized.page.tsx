import { useTranslation } from 'react-i18next';
import { ErrorMessagePage } from '@/components/error-message-page';

export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorMessagePage
      title={t('notAuthorized.title')}
      message={t('notAuthorized.message')}
      backLabel={t('common.backToHome')}
    />
  );
}
