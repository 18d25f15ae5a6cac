import { Button, Group, Modal, MultiSelect, Radio, Stack, Textarea } from '@mantine/core';
import type { WorkerBlockScope } from '@portal/domain/worker-blocks/worker-blocks';
import { blockReasonMaxLength, workerBlockScopes } from '@portal/domain/worker-blocks/worker-blocks';
import {
  canManageBlockScope,
  createWorkerBlockProblems,
} from '@portal/domain/worker-blocks/worker-blocks.rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { notify, notifyFailure } from '@/lib/notify';
import { useCreateWorkerBlock } from '../api/create-worker-block';
import { useBlockAreaOptions } from '../api/get-block-area-options';

type BlockErrors = { reason?: string; areaIds?: string };

export type BlockWorkerDialogProps = {
  opened: boolean;
  onClose: () => void;
  accountId: string;
  workerId: string;
  workerName: string;
};

/**
 * Block a worker: the scope (all areas of the account, selected areas, or the whole app for admins), the
 * areas for the selected-areas scope, and the reason, which is required ('Block reason is required').
 * Nothing typed is lost when the block is refused.
 */
export function BlockWorkerDialog({
  opened,
  onClose,
  accountId,
  workerId,
  workerName,
}: BlockWorkerDialogProps) {
  const { t } = useTranslation();
  const { role } = useSession();
  const [scope, setScope] = useState<WorkerBlockScope>('account');
  const [areaIds, setAreaIds] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<BlockErrors>({});
  const areaOptions = useBlockAreaOptions(accountId, opened);
  const createBlock = useCreateWorkerBlock(accountId, workerId);
  const scopes = workerBlockScopes.filter(
    (candidate) => role !== null && canManageBlockScope(role, candidate),
  );

  const reset = () => {
    setScope('account');
    setAreaIds([]);
    setReason('');
    setErrors({});
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = createWorkerBlockProblems({ scope, areaIds, reason });
    if (problems.reason || problems.areaIds) {
      setErrors({
        reason: problems.reason && t(`errors.${problems.reason}`),
        areaIds: problems.areaIds && t(`errors.${problems.areaIds}`),
      });
      return;
    }
    setErrors({});
    try {
      await createBlock.mutateAsync({ scope, areaIds: scope === 'areas' ? areaIds : [], reason });
      notify.success({ message: t('worker-blocks.toasts.blocked', { name: workerName }) });
      reset();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'BLOCK_REASON_REQUIRED') {
        setErrors({ reason: t('errors.BLOCK_REASON_REQUIRED') });
      } else if (error instanceof ApiError && error.code === 'BLOCK_AREAS_REQUIRED') {
        setErrors({ areaIds: t('errors.BLOCK_AREAS_REQUIRED') });
      } else {
        notifyFailure(error, t('worker-blocks.toasts.blockFailed'));
      }
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('worker-blocks.dialog.title', { name: workerName })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack>
          <Radio.Group
            label={t('worker-blocks.dialog.scope')}
            value={scope}
            onChange={(value) => {
              setScope(value as WorkerBlockScope);
              setErrors((current) => ({ ...current, areaIds: undefined }));
            }}
          >
            <Stack gap="xs" mt="xs">
              {scopes.map((candidate) => (
                <Radio key={candidate} value={candidate} label={t(`worker-blocks.scopes.${candidate}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {scope === 'areas' && (
            <MultiSelect
              label={t('worker-blocks.dialog.areas')}
              placeholder={areaIds.length === 0 ? t('worker-blocks.dialog.areasPlaceholder') : undefined}
              data={(areaOptions.data?.items ?? []).map((area) => ({ value: area.id, label: area.name }))}
              value={areaIds}
              onChange={(value) => {
                setAreaIds(value);
                setErrors((current) => ({ ...current, areaIds: undefined }));
              }}
              searchable
              nothingFoundMessage={t('worker-blocks.dialog.noAreas')}
              error={
                errors.areaIds ?? (areaOptions.isError ? t(errorMessageKey(areaOptions.error)) : undefined)
              }
              required
            />
          )}
          <Textarea
            label={t('worker-blocks.dialog.reason')}
            description={t('worker-blocks.dialog.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((current) => ({ ...current, reason: undefined }));
            }}
            error={errors.reason}
            maxLength={blockReasonMaxLength}
            rows={4}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('worker-blocks.dialog.cancel')}
            </Button>
            <Button type="submit" color="red" loading={createBlock.isPending}>
              {t('worker-blocks.dialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
