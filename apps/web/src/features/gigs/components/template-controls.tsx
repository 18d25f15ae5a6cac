import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { GigTemplate } from '@portal/domain/gigs';
import { gigTemplateNameMaxLength } from '@portal/domain/gigs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { useDeleteGigTemplate } from '../api/delete-gig-template';
import { useGigTemplates } from '../api/get-gig-templates';

/** Starts the form from a saved template (everything but the dates), or deletes a template. */
export function TemplatePicker({
  accountId,
  onUse,
}: {
  accountId: string;
  onUse: (template: GigTemplate) => void;
}) {
  const { t } = useTranslation();
  const templates = useGigTemplates(accountId, true);
  const deleteTemplate = useDeleteGigTemplate(accountId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const items = templates.data?.items ?? [];
  const chosen = items.find((template) => template.id === chosenId) ?? null;
  if (templates.isSuccess && items.length === 0) {
    return null;
  }
  return (
    <Group align="flex-end">
      <Select
        label={t('gigs.templates.pick')}
        placeholder={t('gigs.templates.placeholder')}
        data={items.map((template) => ({ value: template.id, label: template.templateName }))}
        value={chosenId}
        onChange={setChosenId}
        clearable
        miw={260}
      />
      <Button variant="light" disabled={!chosen} onClick={() => chosen && onUse(chosen)}>
        {t('gigs.templates.use')}
      </Button>
      <Button variant="subtle" color="red" disabled={!chosen} onClick={() => setIsConfirming(true)}>
        {t('gigs.templates.delete')}
      </Button>
      <ConfirmDialog
        opened={isConfirming}
        title={t('gigs.templates.deleteTitle')}
        message={t('gigs.templates.deleteMessage', { name: chosen?.templateName ?? '' })}
        confirmLabel={t('gigs.templates.delete')}
        isPending={deleteTemplate.isPending}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          if (!chosen) {
            return;
          }
          deleteTemplate.mutate(chosen.id, {
            onSuccess: () => {
              notify.success({ message: t('gigs.notifications.templateDeleted') });
              setChosenId(null);
            },
            onSettled: () => setIsConfirming(false),
          });
        }}
      />
    </Group>
  );
}

/** Asks for a template name and saves the form as a template. */
export function SaveTemplateButton({
  disabled,
  isPending,
  onSave,
}: {
  disabled: boolean;
  isPending: boolean;
  onSave: (templateName: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = async () => {
    if (!name.trim()) {
      setError(t('validation.required'));
      return;
    }
    if (await onSave(name)) {
      setOpened(false);
      setName('');
    }
  };
  return (
    <>
      <Button variant="default" disabled={disabled} onClick={() => setOpened(true)}>
        {t('gigs.templates.save')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('gigs.templates.saveTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack>
          <TextInput
            label={t('gigs.templates.name')}
            value={name}
            maxLength={gigTemplateNameMaxLength}
            error={error}
            data-autofocus
            onChange={(event) => {
              setName(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void save();
              }
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('common.cancel')}
            </Button>
            <Button loading={isPending} onClick={() => void save()}>
              {t('gigs.templates.save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
