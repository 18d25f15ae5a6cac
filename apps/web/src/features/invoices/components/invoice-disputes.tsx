import { Anchor, Badge, Group, type MantineColor, Paper, Stack, Text } from '@mantine/core';
import type {
  InvoiceDetail,
  InvoiceDispute,
  InvoiceDisputeStatus,
  InvoiceLine,
} from '@portal/domain/billing';
import { helsinkiDayKey } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PanelSection } from '@/components/panel-section';
import type { useDisputeMutations } from '../api/dispute-invoice';
import { invoicePath } from '../invoices.paths';
import { AnswerDisputeButtons } from './answer-dispute-buttons';
import { DisputeLineButton } from './dispute-line-button';
import { useInvoiceFormat } from './use-invoice-format';
import { useLineLabel } from './use-line-label';

const colors: Record<InvoiceDisputeStatus, MantineColor> = {
  open: 'orange',
  credited: 'violet',
  rejected: 'gray',
};

/** A dispute's status: "Riitautettu" while open, then "Hyvitetty" or "Hylätty". */
export function DisputeStatusBadge({ status }: { status: InvoiceDisputeStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light" style={{ minWidth: 'max-content' }}>
      {t(`invoices.disputes.statuses.${status}`)}
    </Badge>
  );
}

/** The newest dispute of each line (a rejected line may be disputed again). */
function latestByLine(disputes: readonly InvoiceDispute[]): Map<string, InvoiceDispute> {
  return new Map(disputes.map((dispute) => [dispute.lineId, dispute]));
}

/**
 * The dispute column of the lines: the line's latest dispute status and, for the customer, "Riitauta" on a
 * line with no open dispute that was not credited.
 */
export function disputeCellOf(invoice: InvoiceDetail, mutations: ReturnType<typeof useDisputeMutations>) {
  const latest = latestByLine(invoice.disputes);
  if (!invoice.canDispute && invoice.disputes.length === 0) {
    return undefined;
  }
  return (line: InvoiceLine) => {
    const dispute = latest.get(line.id);
    const disputable = invoice.canDispute && (!dispute || dispute.status === 'rejected');
    return (
      <Group gap={4} wrap="nowrap">
        {dispute && <DisputeStatusBadge status={dispute.status} />}
        {disputable && <DisputeLineButton line={line} mutations={mutations} />}
      </Group>
    );
  };
}

function DisputeItem({
  invoice,
  dispute,
  canAnswer,
  mutations,
}: {
  invoice: InvoiceDetail;
  dispute: InvoiceDispute;
  canAnswer: boolean;
  mutations: ReturnType<typeof useDisputeMutations>;
}) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const lineLabel = useLineLabel();
  const line = invoice.lines.find((each) => each.id === dispute.lineId);
  const label = line ? lineLabel(line) : '–';
  const when = (instant: string | null) => format.day(instant ? helsinkiDayKey(new Date(instant)) : null);
  return (
    <Paper withBorder p="sm" component="li" aria-label={t('invoices.disputes.item', { line: label })}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={500}>{label}</Text>
          <DisputeStatusBadge status={dispute.status} />
        </Group>
        <Text size="sm">
          {t('invoices.disputes.reasonBy', {
            reason: dispute.reason,
            name: dispute.createdByName ?? '–',
            day: when(dispute.createdAt),
          })}
        </Text>
        {dispute.status !== 'open' && (
          <Text size="sm">
            {t('invoices.disputes.answerBy', {
              answer: dispute.answer ?? t('invoices.disputes.noAnswer'),
              name: dispute.answeredByName ?? '–',
              day: when(dispute.answeredAt),
            })}
          </Text>
        )}
        {dispute.creditNoteId && (
          <Anchor component={Link} to={invoicePath(dispute.creditNoteId)} size="sm">
            {t('invoices.detail.creditNoteNumber', { number: dispute.creditNoteNumber ?? '–' })}
          </Anchor>
        )}
        {canAnswer && dispute.status === 'open' && (
          <AnswerDisputeButtons
            dispute={dispute}
            lineLabel={label}
            canCredit={invoice.actions.includes('credit')}
            mutations={mutations}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The disputes of the invoice, open ones first: what was disputed, why and by whom, and the answer (with
 * the credit note it made). Staff answer the open ones here.
 */
export function InvoiceDisputes({
  invoice,
  canAnswer,
  mutations,
}: {
  invoice: InvoiceDetail;
  canAnswer: boolean;
  mutations: ReturnType<typeof useDisputeMutations>;
}) {
  const { t } = useTranslation();
  if (invoice.disputes.length === 0) {
    return null;
  }
  const ordered = [
    ...invoice.disputes.filter((dispute) => dispute.status === 'open'),
    ...invoice.disputes.filter((dispute) => dispute.status !== 'open').reverse(),
  ];
  return (
    <PanelSection title={t('invoices.disputes.title')}>
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {ordered.map((dispute) => (
          <DisputeItem
            key={dispute.id}
            invoice={invoice}
            dispute={dispute}
            canAnswer={canAnswer}
            mutations={mutations}
          />
        ))}
      </Stack>
    </PanelSection>
  );
}
