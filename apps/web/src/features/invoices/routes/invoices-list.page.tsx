import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { InvoicesList } from '../components/invoices-list';
import { UpcomingChargesPanel } from '../components/upcoming-charges';
import { invoicePath, routeAccess } from '../invoices.paths';

/**
 * /apps/billing/invoices/list: the account's invoices (50 a page, newest first) and the verified work not
 * yet invoiced; admins make new drafts, the customer reads.
 */
export function InvoicesListPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const canCreate = useCan(routeAccess.invoicesCreate);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <PageTitle>{t('invoices.list.title')}</PageTitle>
        {canCreate && accountId && (
          <Button component={Link} to={invoicePath()} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('invoices.list.create')}
          </Button>
        )}
      </Group>
      {accountId ? (
        <>
          <InvoicesList key={accountId} accountId={accountId} />
          <UpcomingChargesPanel key={`upcoming:${accountId}`} accountId={accountId} />
        </>
      ) : (
        <Text>{t('invoices.noAccount')}</Text>
      )}
    </Stack>
  );
}
