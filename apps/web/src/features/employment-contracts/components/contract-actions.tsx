import { Alert, Button, Group, Stack } from '@mantine/core';
import {
  allowsContractAction,
  canCountersign,
  type EmploymentContract,
} from '@portal/domain/employment-contracts';
import { IconBell, IconDownload, IconEye, IconSend, IconSignature, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessageKey } from '@/lib/api-error';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { openPdfInNewTab, saveBlob } from '@/lib/save-file';
import { getEmploymentContractPdf } from '../api/contract-files';
import { type ContractActionName, useContractAction } from '../api/save-employment-contract';
import { routeAccess } from '../employment-contracts.paths';
import { SendContractDialog } from './send-contract-dialog';

/**
 * What can be done with the contract in its status (the domain's state machine decides): preview the PDF,
 * send (or send again), remind, cancel after a confirmation, countersign, download the signed PDF.
 */
export function ContractActions({
  accountId,
  contract,
}: {
  accountId: string;
  contract: EmploymentContract;
}) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [fileError, setFileError] = useState<unknown>(null);
  const action = useContractAction(accountId, contract.id);
  const allows = (name: Parameters<typeof allowsContractAction>[1]) =>
    canManage && allowsContractAction(contract.status, name);

  const run = (name: ContractActionName) =>
    action.mutate(name, {
      onSuccess: () => {
        setCancelling(false);
        notify.success({ message: t(`employment-contracts.actions.done.${name}`) });
      },
      onError: () => setCancelling(false),
    });
  const file = (load: Promise<void>) => {
    setFileError(null);
    load.catch(setFileError);
  };

  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconEye size={16} aria-hidden />}
          onClick={() =>
            file(
              openPdfInNewTab(
                () => getEmploymentContractPdf(accountId, contract.id),
                t('employment-contracts.actions.previewFile'),
              ),
            )
          }
        >
          {t('employment-contracts.actions.preview')}
        </Button>
        {allows('send') && (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setSending(true)}>
            {contract.status === 'draft'
              ? t('employment-contracts.actions.send')
              : t('employment-contracts.actions.sendAgain')}
          </Button>
        )}
        {allows('remind') && (
          <Button
            variant="light"
            leftSection={<IconBell size={16} aria-hidden />}
            onClick={() => run('remind')}
            loading={action.isPending && action.variables === 'remind'}
          >
            {t('employment-contracts.actions.remind')}
          </Button>
        )}
        {canManage && canCountersign(contract) && (
          <Button
            leftSection={<IconSignature size={16} aria-hidden />}
            onClick={() => run('countersign')}
            loading={action.isPending && action.variables === 'countersign'}
          >
            {t('employment-contracts.actions.countersign')}
          </Button>
        )}
        {contract.status === 'signed' && (
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() =>
              file(
                getEmploymentContractPdf(accountId, contract.id, 'signed').then((pdf) =>
                  saveBlob(pdf, t('employment-contracts.actions.signedFile')),
                ),
              )
            }
          >
            {t('employment-contracts.actions.downloadSigned')}
          </Button>
        )}
        {allows('cancel') && contract.status !== 'draft' && (
          <Button
            variant="outline"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setCancelling(true)}
          >
            {t('employment-contracts.actions.cancel')}
          </Button>
        )}
      </Group>
      {action.isError && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(action.error))}
        </Alert>
      )}
      {fileError !== null && (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(fileError))}
        </Alert>
      )}
      {sending && (
        <SendContractDialog
          accountId={accountId}
          contract={contract}
          opened={sending}
          onClose={() => setSending(false)}
        />
      )}
      <ConfirmDialog
        opened={cancelling}
        title={t('employment-contracts.actions.cancelTitle')}
        message={t('employment-contracts.actions.cancelMessage', { name: contract.workerName })}
        confirmLabel={t('employment-contracts.actions.cancelConfirm')}
        isPending={action.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setCancelling(false)}
      />
    </Stack>
  );
}
