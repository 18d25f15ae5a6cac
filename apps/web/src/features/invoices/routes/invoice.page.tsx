import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { CreateInvoiceInput, InvoiceDetail } from '@portal/domain/billing';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useDisputeMutations } from '../api/dispute-invoice';
import { useInvoice } from '../api/get-invoice';
import { useCreateInvoice } from '../api/save-invoice';
import { CreateInvoiceForm } from '../components/create-invoice-form';
import { InvoiceActions } from '../components/invoice-actions';
import { InvoiceDetails } from '../components/invoice-details';
import { disputeCellOf, InvoiceDisputes } from '../components/invoice-disputes';
import { InvoiceLines } from '../components/invoice-lines';
import { InvoiceStatusBadge } from '../components/invoice-status-badge';
import { InvoiceVat } from '../components/invoice-vat';
import { invoicePath, paths, routeAccess } from '../invoices.paths';

function NewInvoice({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateInvoice(accountId);
  const handleSubmit = async (input: CreateInvoiceInput) => {
    const invoice = await create.mutateAsync(input);
    notify.success({ message: t('invoices.create.created') });
    await navigate(invoicePath(invoice.id));
  };
  return (
    <>
      <PageTitle>{t('invoices.create.title')}</PageTitle>
      <CreateInvoiceForm accountId={accountId} isPending={create.isPending} onSubmit={handleSubmit} />
    </>
  );
}

/** "Lasku 1001", "Hyvityslasku 1002" or, before it is sent, "Laskuluonnos". */
function useInvoiceTitle(invoice: InvoiceDetail | undefined): string {
  const { t } = useTranslation();
  if (!invoice) {
    return '';
  }
  if (invoice.kind === 'credit-note') {
    return t('invoices.detail.creditNoteNumber', { number: invoice.number ?? '–' });
  }
  return invoice.number === null
    ? t('invoices.detail.draftTitle')
    : t('invoices.detail.invoiceNumber', { number: invoice.number });
}

function ExistingInvoice({ accountId, invoiceId }: { accountId: string; invoiceId: string }) {
  const { t } = useTranslation();
  const invoice = useInvoice(accountId, invoiceId);
  const title = useInvoiceTitle(invoice.data);
  if (invoice.isPending || invoice.isError) {
    return <QueryState query={invoice} errorTitle={t('invoices.detail.loadError')} recordId={invoiceId} />;
  }
  return <InvoiceView invoice={invoice.data} title={title} />;
}

function InvoiceView({ invoice: data, title }: { invoice: InvoiceDetail; title: string }) {
  const disputes = useDisputeMutations(data.accountId, data.id);
  const canAnswer = useCan({ action: 'update', subject: 'Invoices' });
  const disputeCell = disputeCellOf(data, disputes);
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle>{title}</PageTitle>
          <InvoiceStatusBadge status={data.displayStatus} />
        </Group>
      </Group>
      <InvoiceDisputes invoice={data} canAnswer={canAnswer} mutations={disputes} />
      <InvoiceActions invoice={data} />
      <InvoiceDetails invoice={data} />
      <InvoiceLines lines={data.lines} disputeCell={disputeCell} />
      <InvoiceVat invoice={data} />
    </Stack>
  );
}

/**
 * /apps/billing/invoices/create/:id?: without an id a new draft (admins); with one the invoice or credit
 * note, with the actions the caller may take now (the customer reads it).
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  const canCreate = useCan(routeAccess.invoicesCreate);
  const content = () => {
    if (!accountId) {
      return <Text>{t('invoices.noAccount')}</Text>;
    }
    if (id) {
      return <ExistingInvoice key={`${accountId}:${id}`} accountId={accountId} invoiceId={id} />;
    }
    return canCreate ? (
      <NewInvoice key={accountId} accountId={accountId} />
    ) : (
      <Text>{t('invoices.create.notAllowed')}</Text>
    );
  };
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.invoicesList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('invoices.detail.backToList')}
      </Anchor>
      {content()}
    </Stack>
  );
}
