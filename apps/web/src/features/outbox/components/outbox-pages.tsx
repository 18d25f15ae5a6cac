import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page links of an outbox list, named for screen readers. */
export function OutboxPages({
  total,
  page,
  perPage,
  onChange,
}: {
  total: number;
  page: number;
  perPage: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  if (pageCount <= 1) {
    return null;
  }
  return (
    <nav aria-label={t('outbox.pagination.label')}>
      <Pagination
        total={pageCount}
        value={Math.min(page, pageCount)}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`outbox.pagination.${control}`) })}
        getItemProps={(item) => ({
          'aria-label': t('outbox.pagination.page', { page: item }),
          'aria-current': item === page ? 'page' : undefined,
        })}
      />
    </nav>
  );
}
