import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  checkInForce,
  julkiTerhikkiUrl,
  type LicenceCheck,
  type LicenceCheckKind,
  licenceStanding,
  type RecordLicenceCheckInput,
  roleNeedsLicence,
} from '@portal/domain/licence-checks';
import { helsinkiDayKey } from '@portal/domain/shared';
import { IconExternalLink, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useLicenceChecks } from '../api/get-licence-checks';
import { useRecordLicenceCheck } from '../api/record-licence-check';
import { routeAccess } from '../licence-checks.paths';
import { LicenceCheckForm } from './licence-check-form';
import { LicenceChecksHistory } from './licence-checks-history';
import { LicenceStandingBadge } from './licence-standing-badge';
import { useLicenceLabels } from './use-licence-labels';

function InForce({ checks, kind }: { checks: readonly LicenceCheck[]; kind: LicenceCheckKind }) {
  const labels = useLicenceLabels();
  const check = checkInForce(checks, kind);
  return (
    <Group gap="xs">
      <Text fw={600}>{labels.kind(kind)}:</Text>
      <LicenceStandingBadge standing={licenceStanding(check, helsinkiDayKey(new Date()))} />
    </Group>
  );
}

/**
 * A worker's licence and work permit: the check in force with its badge, the history, a form to record a
 * new check, and Valvira's public search (it has no API, so the checker looks the person up there).
 * Used on the worker page and the application page.
 */
export function LicenceChecksCard({ accountId, workerId }: { accountId: string; workerId: string }) {
  const { t } = useTranslation();
  const query = useLicenceChecks(accountId, workerId);
  const record = useRecordLicenceCheck(accountId, workerId);
  const canRecord = useCan(routeAccess.manage);
  const [recording, setRecording] = useState(false);

  const submit = async (body: RecordLicenceCheckInput, evidence: File | null) => {
    const { evidenceError } = await record.mutateAsync({ body, evidence });
    notify.success({ message: t('licence-checks.form.saved') });
    if (evidenceError) {
      notify.problem(t('licence-checks.form.evidenceRefused', { reason: t(errorMessageKey(evidenceError)) }));
    }
    setRecording(false);
  };

  return (
    <PanelSection
      title={t('licence-checks.card.title')}
      actions={
        canRecord && !recording ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setRecording(true)}
          >
            {t('licence-checks.card.record')}
          </Button>
        ) : null
      }
    >
      {query.isPending || query.isError ? (
        <QueryState query={query} errorTitle={t('licence-checks.card.loadError')} />
      ) : (
        <Stack>
          <Group gap="xl">
            <InForce checks={query.data.checks} kind="professional_licence" />
            <InForce checks={query.data.checks} kind="work_permit" />
          </Group>
          {roleNeedsLicence(query.data.profession) && (
            <Text size="sm" c="dimmed">
              {t('licence-checks.card.needed', { profession: query.data.profession })}
            </Text>
          )}
          <Anchor href={julkiTerhikkiUrl} target="_blank" rel="noopener noreferrer">
            <Group gap={4} component="span">
              {t('licence-checks.card.julkiTerhikki')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
          {recording && (
            <>
              <LicenceCheckForm
                profession={query.data.profession}
                isPending={record.isPending}
                onSubmit={submit}
                onCancel={() => setRecording(false)}
              />
              {record.error && (
                <Alert color="red" role="alert">
                  {t(errorMessageKey(record.error))}
                </Alert>
              )}
            </>
          )}
          <LicenceChecksHistory
            accountId={accountId}
            workerId={workerId}
            checks={query.data.checks}
            canAttach={canRecord}
          />
        </Stack>
      )}
    </PanelSection>
  );
}
