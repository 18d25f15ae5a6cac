import { Anchor, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatIban, type InvoiceDetail, type InvoicePartyView } from '@portal/domain/billing';
import { isLocale } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { localeNames } from '@/lib/i18n';
import { invoicePath } from '../invoices.paths';
import { useInvoiceFormat } from './use-invoice-format';

/** A party's name and address, identifiers and where its invoices go, as the invoice prints them. */
function Party({ title, party }: { title: string; party: InvoicePartyView }) {
  const { t } = useTranslation();
  const address = [party.streetAddress, [party.postcode, party.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const rows: [string, string | null | undefined][] = [
    [t('invoices.parties.businessId'), party.businessId],
    [t('invoices.parties.address'), address || null],
    [t('invoices.parties.einvoiceAddress'), party.einvoiceAddress],
    [t('invoices.parties.einvoiceOperator'), party.einvoiceOperator],
    [t('invoices.parties.email'), party.email],
    // Stored compact (FI2112345600000785); shown in groups of four as on the PDF.
    [t('invoices.parties.iban'), party.iban ? formatIban(party.iban) : null],
    [t('invoices.parties.bic'), party.bic],
  ];
  return (
    <Stack gap={4}>
      <Text fw={600}>{title}</Text>
      <Text>{party.name}</Text>
      <SimpleGrid cols={1} spacing={4} component="dl" m={0}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <DefinitionItem key={label} label={label}>
              {value}
            </DefinitionItem>
          ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The invoice's facts: dates, period, payment term, references (a draft gets them when sent), the parties,
 * the notes, and the links between an invoice and its credit notes.
 */
export function InvoiceDetails({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const givenWhenSent = t('invoices.detail.givenWhenSent');
  const isDraft = invoice.status === 'draft';
  const language = isLocale(invoice.language) ? localeNames[invoice.language] : invoice.language;

  return (
    <PanelSection title={t('invoices.detail.facts')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="dl" m={0}>
          <DefinitionItem label={t('invoices.detail.contract')}>{invoice.contractName}</DefinitionItem>
          <DefinitionItem label={t('invoices.detail.period')}>{format.period(invoice)}</DefinitionItem>
          <DefinitionItem label={t('invoices.detail.invoiceDate')}>
            {invoice.invoiceDate ? format.day(invoice.invoiceDate) : givenWhenSent}
          </DefinitionItem>
          <DefinitionItem label={t('invoices.detail.dueDate')}>
            {invoice.dueDate ? format.day(invoice.dueDate) : givenWhenSent}
          </DefinitionItem>
          <DefinitionItem label={t('invoices.detail.paymentTerm')}>
            {t('invoices.detail.paymentTermDays', { count: invoice.paymentTermDays })}
          </DefinitionItem>
          {invoice.paidOn && (
            <DefinitionItem label={t('invoices.detail.paidOn')}>{format.day(invoice.paidOn)}</DefinitionItem>
          )}
          <DefinitionItem label={t('invoices.detail.referenceNumber')}>
            {invoice.referenceNumber ?? (isDraft ? givenWhenSent : '–')}
          </DefinitionItem>
          <DefinitionItem label={t('invoices.detail.rfReference')}>
            {invoice.rfReference ?? (isDraft ? givenWhenSent : '–')}
          </DefinitionItem>
          <DefinitionItem label={t('invoices.detail.language')}>{language}</DefinitionItem>
        </SimpleGrid>
        {invoice.virtualBarcode && (
          <SimpleGrid cols={1} component="dl" m={0}>
            <DefinitionItem label={t('invoices.detail.virtualBarcode')}>
              <Text span ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {invoice.virtualBarcode}
              </Text>
            </DefinitionItem>
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Party title={t('invoices.parties.seller')} party={invoice.seller} />
          <Party title={t('invoices.parties.buyer')} party={invoice.buyer} />
        </SimpleGrid>
        {invoice.notes && (
          <SimpleGrid cols={1} component="dl" m={0}>
            <DefinitionItem label={t('invoices.detail.notes')}>
              <Text span style={{ whiteSpace: 'pre-wrap' }}>
                {invoice.notes}
              </Text>
            </DefinitionItem>
          </SimpleGrid>
        )}
        {invoice.kind === 'credit-note' && invoice.creditsInvoiceId && (
          <Text>
            {t('invoices.detail.credits')}{' '}
            <Anchor component={Link} to={invoicePath(invoice.creditsInvoiceId)}>
              {t('invoices.detail.invoiceNumber', { number: invoice.creditsInvoiceNumber ?? '–' })}
            </Anchor>
          </Text>
        )}
        {invoice.creditNotes.length > 0 && (
          <div>
            <Text fw={600}>{t('invoices.detail.creditNotes')}</Text>
            <List>
              {invoice.creditNotes.map((note) => (
                <List.Item key={note.id}>
                  <Anchor component={Link} to={invoicePath(note.id)}>
                    {t('invoices.detail.creditNoteNumber', { number: note.number ?? '–' })}
                  </Anchor>{' '}
                  {format.money(note.grossCents)}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </PanelSection>
  );
}
