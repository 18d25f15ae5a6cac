import { Button, Group, Modal, MultiSelect, Radio, Stack, Textarea } from '@mantine/core';
import type { WorkerBlockScope } from '@portal/domain/worker-blocks';
import {
  blockReasonMaxLength,
  canManageBlockScope,
  createWorkerBlockInputSchema,
  createWorkerBlockProblems,
  workerBlockScopes,
} from '@portal/domain/worker-blocks';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateWorkerBlock } from '../api/create-worker-block';
import { useBlockAreaOptions } from '../api/get-block-area-options';

type BlockValues = { scope: WorkerBlockScope; areaIds: string[]; reason: string };

const emptyValues: BlockValues = { scope: 'account', areaIds: [], reason: '' };

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
  const areaOptions = useBlockAreaOptions(accountId, opened);
  const createBlock = useCreateWorkerBlock(accountId, workerId);
  const scopes = workerBlockScopes.filter(
    (candidate) => role !== null && canManageBlockScope(role, candidate),
  );

  const problemsOf = (values: BlockValues) => {
    const problems = createWorkerBlockProblems(values);
    return {
      reason: problems.reason && t(`errors.${problems.reason}`),
      areaIds: problems.areaIds && t(`errors.${problems.areaIds}`),
    };
  };
  const form = useSchemaForm({
    initialValues: emptyValues,
    schema: createWorkerBlockInputSchema,
    toCandidate: (values) => ({ ...values, areaIds: values.scope === 'areas' ? values.areaIds : [] }),
    // The domain rule has its own texts ('Block reason is required'); the schema leaves these two to it.
    validate: problemsOf,
    // The reason is the domain rule's ('Block reason is required'); the areas are required for their scope.
    required: ['scope', 'reason'],
    errorFields: { BLOCK_REASON_REQUIRED: 'reason', BLOCK_AREAS_REQUIRED: 'areaIds' },
    onSubmit: async (input, _values, { reset }) => {
      await createBlock.mutateAsync(input);
      notify.success({ message: t('worker-blocks.toasts.blocked', { name: workerName }) });
      reset();
      onClose();
    },
  });
  const { scope, areaIds } = form.values;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('worker-blocks.dialog.title', { name: workerName })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={form.onSubmit} noValidate>
        <Stack>
          <Radio.Group
            label={t('worker-blocks.dialog.scope')}
            required
            value={scope}
            onChange={(value) => form.setValues({ scope: value as WorkerBlockScope, areaIds })}
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
              onChange={(value) => form.setFieldValue('areaIds', value)}
              searchable
              nothingFoundMessage={t('worker-blocks.dialog.noAreas')}
              error={
                form.errors.areaIds ??
                (areaOptions.isError ? t(errorMessageKey(areaOptions.error)) : undefined)
              }
              required
            />
          )}
          <Textarea
            label={t('worker-blocks.dialog.reason')}
            description={t('worker-blocks.dialog.reasonHint')}
            {...form.field('reason')}
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
