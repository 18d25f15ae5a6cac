import { useTranslation } from 'react-i18next';
import { ErrorMessagePage } from '@/components/error-message-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorMessagePage
      title={t('notFound.title')}
      message={t('notFound.message')}
      backLabel={t('common.backToHome')}
    />
  );
}
