import { ActionIcon, Badge, FileButton, Table, Text } from '@mantine/core';
import type { LicenceCheck } from '@portal/domain/licence-checks';
import { formatDateTime, formatDayKey } from '@portal/domain/shared';
import { IconDownload, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { errorMessageKey } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-file';
import { useAttachLicenceEvidence } from '../api/attach-licence-evidence';
import { evidenceTypes, getLicenceEvidence } from '../api/licence-evidence';
import { useLicenceLabels } from './use-licence-labels';

const validity = (check: LicenceCheck) =>
  `${check.validFrom ? formatDayKey(check.validFrom) : '…'} – ${check.validUntil ? formatDayKey(check.validUntil) : '…'}`;

/** Every check recorded for the worker, newest first; earlier checks of a kind are marked superseded. */
export function LicenceChecksHistory({
  accountId,
  workerId,
  checks,
  canAttach,
}: {
  accountId: string;
  workerId: string;
  checks: readonly LicenceCheck[];
  /** May attach evidence to a check recorded without it (HR managers). */
  canAttach: boolean;
}) {
  const { t } = useTranslation();
  const labels = useLicenceLabels();
  const roleLabel = useCareRoleLabel();
  const attach = useAttachLicenceEvidence(accountId, workerId);

  const attachTo = (check: LicenceCheck, file: File | null) => {
    if (file) {
      attach.mutate(
        { checkId: check.id, file },
        {
          onSuccess: () =>
            notify.success({ message: t('licence-checks.card.attached', { name: file.name }) }),
        },
      );
    }
  };

  const download = async (check: LicenceCheck) => {
    try {
      const file = await getLicenceEvidence({ accountId, workerId: check.workerId, checkId: check.id });
      saveBlob(file, check.evidenceName ?? 'evidence');
    } catch (error) {
      notify.problem(t(errorMessageKey(error)));
    }
  };

  if (checks.length === 0) {
    return <Text c="dimmed">{t('licence-checks.card.none')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Caption>{t('licence-checks.card.history')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('licence-checks.columns.checkedAt')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.kind')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.register')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.result')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.scope')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.validity')}</Table.Th>
            <Table.Th>{t('licence-checks.columns.evidence')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checks.map((check) => (
            <Table.Tr key={check.id}>
              <Table.Td>
                {formatDateTime(check.checkedAt)}
                <Text size="xs" c="dimmed">
                  {check.checkedBy?.name ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td>
                {labels.kind(check.kind)}
                {check.superseded && (
                  <Badge ml="xs" size="xs" color="gray" variant="outline">
                    {t('licence-checks.card.superseded')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {labels.register(check.register)}
                {check.registrationNumber && (
                  <Text size="xs" c="dimmed">
                    {check.registrationNumber}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {labels.result(check.result)}
                {check.registerShowed && (
                  <Text size="xs" c="dimmed">
                    {check.registerShowed}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{check.scope.map(roleLabel).join(', ') || '–'}</Table.Td>
              <Table.Td>{validity(check)}</Table.Td>
              <Table.Td>
                {check.evidenceName ? (
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('licence-checks.card.download', { name: check.evidenceName })}
                    onClick={() => void download(check)}
                  >
                    <IconDownload size={16} aria-hidden />
                  </ActionIcon>
                ) : canAttach ? (
                  <FileButton accept={evidenceTypes} onChange={(file) => attachTo(check, file)}>
                    {(props) => (
                      <ActionIcon
                        {...props}
                        variant="subtle"
                        loading={attach.isPending && attach.variables?.checkId === check.id}
                        aria-label={t('licence-checks.card.attach', {
                          date: formatDateTime(check.checkedAt),
                        })}
                      >
                        <IconPaperclip size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </FileButton>
                ) : (
                  '–'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
