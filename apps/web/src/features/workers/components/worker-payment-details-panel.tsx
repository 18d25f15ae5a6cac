import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatIban } from '@portal/domain/billing';
import { formatDateTime } from '@portal/domain/shared';
import type { RevealedWorkerPaymentDetails, WorkerPaymentDetails } from '@portal/domain/workers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useCan } from '@/lib/can';
import { useWorkerPaymentDetails } from '../api/get-worker-payment-details';
import { useRevealWorkerPaymentDetails } from '../api/reveal-worker-payment-details';
import { WorkerPaymentDetailsForm } from './worker-payment-details-form';

/** The details as on file: masked, or in clear once revealed; a missing one is said to be missing. */
function PaymentDetailsList({
  details,
  revealed,
}: {
  details: WorkerPaymentDetails;
  revealed: RevealedWorkerPaymentDetails | undefined;
}) {
  const { t } = useTranslation();
  const missing = <Text c="dimmed">{t('workers.paymentDetails.missing')}</Text>;
  const identityCode = revealed ? revealed.identityCode : details.identityCodeMasked;
  const iban = revealed ? revealed.iban && formatIban(revealed.iban) : details.ibanMasked;
  return (
    <Stack>
      <SimpleGrid component="dl" m={0} cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
        <DefinitionItem label={t('workers.paymentDetails.identityCode')}>
          {identityCode ?? missing}
        </DefinitionItem>
        <DefinitionItem label={t('workers.paymentDetails.iban')}>{iban ?? missing}</DefinitionItem>
        <DefinitionItem label={t('workers.paymentDetails.bic')}>{details.bic ?? missing}</DefinitionItem>
      </SimpleGrid>
      {details.identityCodeMatchesBirthday === false && (
        <Alert color="yellow">{t('workers.paymentDetails.birthdayMismatch')}</Alert>
      )}
      {details.updatedAt && (
        <Text size="sm" c="dimmed">
          {t('workers.paymentDetails.updated', {
            date: formatDateTime(details.updatedAt),
            name: details.updatedByName ?? t('workers.detail.history.system'),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The worker's payment details tab (issue 14 §3), for the roles that read Payroll: masked by default; "Show"
 * fetches the clear values (audited on the server) and keeps them only while this tab is on screen; editing
 * starts from the revealed values, so a save never clears what the admin did not see.
 */
export function WorkerPaymentDetailsPanel({ accountId, workerId }: { accountId: string; workerId: string }) {
  const { t } = useTranslation();
  const details = useWorkerPaymentDetails(accountId, workerId);
  const reveal = useRevealWorkerPaymentDetails(accountId, workerId);
  const canUpdate = useCan({ action: 'update', subject: 'Payroll' });
  const [editing, setEditing] = useState(false);

  if (details.isPending || details.isError) {
    return <QueryState query={details} errorTitle={t('workers.paymentDetails.loadError')} />;
  }
  // Values already revealed are edited as shown; otherwise they are revealed (and audited) first.
  const startEditing = () =>
    reveal.data ? setEditing(true) : reveal.mutate(undefined, { onSuccess: () => setEditing(true) });
  const stopEditing = () => {
    setEditing(false);
    reveal.reset();
  };
  const actions = editing ? null : (
    <Group gap="xs">
      {reveal.data ? (
        <Button variant="default" onClick={() => reveal.reset()}>
          {t('workers.paymentDetails.hide')}
        </Button>
      ) : (
        <Button variant="default" loading={reveal.isPending} onClick={() => reveal.mutate()}>
          {t('workers.paymentDetails.reveal')}
        </Button>
      )}
      {canUpdate && <Button onClick={startEditing}>{t('workers.paymentDetails.edit')}</Button>}
    </Group>
  );

  return (
    <PanelSection title={t('workers.paymentDetails.title')} actions={actions}>
      <Text size="sm" c="dimmed" mb="md">
        {t('workers.paymentDetails.notice')}
      </Text>
      {editing && reveal.data ? (
        <WorkerPaymentDetailsForm accountId={accountId} revealed={reveal.data} onDone={stopEditing} />
      ) : (
        <PaymentDetailsList details={details.data} revealed={reveal.data} />
      )}
    </PanelSection>
  );
}
