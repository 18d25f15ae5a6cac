import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { InterviewTemplate } from '@portal/domain/interviews';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { notify } from '@/lib/notify';
import { useDeleteInterviewTemplate } from '../api/delete-interview-template';

type TemplatesListProps = {
  accountId: string;
  templates: InterviewTemplate[];
  onEdit: (template: InterviewTemplate) => void;
};

/** The account's templates by name, each with its question count, to edit or delete (asked first). */
export function TemplatesList({ accountId, templates, onEdit }: TemplatesListProps) {
  const { t } = useTranslation();
  const remove = useDeleteInterviewTemplate(accountId);
  return (
    <Stack gap="xs">
      {templates.map((template) => (
        <Paper key={template.id} withBorder p="sm">
          <Group justify="space-between">
            <div>
              <Text fw={500}>{template.templateName}</Text>
              <Text size="sm" c="dimmed">
                {t('interviews.templates.questionCount', { count: template.steps.length })}
              </Text>
            </div>
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={() => onEdit(template)}
                aria-label={t('interviews.templates.editNamed', { name: template.templateName })}
              >
                {t('interviews.templates.edit')}
              </Button>
              <ConfirmedDeleteButton
                label={t('interviews.templates.delete')}
                title={t('interviews.templates.deleteTitle')}
                message={t('interviews.templates.deleteMessage', { name: template.templateName })}
                confirmLabel={t('interviews.templates.deleteConfirm')}
                isPending={remove.isPending}
                onDelete={async () => {
                  await remove.mutateAsync(template.id);
                  notify.success({ message: t('interviews.templates.deleted') });
                }}
              />
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
