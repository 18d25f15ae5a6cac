import { Button, Group, Stack, Text } from '@mantine/core';
import type { InterviewTemplate, InterviewTemplateValues } from '@portal/domain/interviews';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useInterviewTemplates } from '../api/get-interview-templates';
import { useSaveInterviewTemplate } from '../api/save-interview-template';
import { TemplateEditor } from '../components/template-editor';
import { TemplatesList } from '../components/templates-list';

/** What the page edits: nothing, a new template, or a saved one. */
type Editing = { template: InterviewTemplate | null } | null;

function Templates({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const templates = useInterviewTemplates(accountId);
  const [editing, setEditing] = useState<Editing>(null);
  const save = useSaveInterviewTemplate(accountId, editing?.template?.id ?? null);
  const handleSave = async (values: InterviewTemplateValues) => {
    await save.mutateAsync(values);
    notify.success({ message: t('interviews.templates.saved') });
    setEditing(null);
  };
  return (
    <Stack>
      {editing ? (
        <PanelSection
          title={editing.template ? t('interviews.templates.editTitle') : t('interviews.templates.newTitle')}
        >
          <TemplateEditor
            key={editing.template?.id ?? 'new'}
            template={editing.template}
            isPending={save.isPending}
            onSave={handleSave}
            onCancel={() => setEditing(null)}
          />
        </PanelSection>
      ) : (
        <Group justify="flex-end">
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ template: null })}
          >
            {t('interviews.templates.new')}
          </Button>
        </Group>
      )}
      <QueryState
        query={templates}
        errorTitle={t('interviews.templates.loadError')}
        empty={{ when: (data) => data.items.length === 0, text: t('interviews.templates.empty') }}
      >
        {(data) => (
          <TemplatesList
            accountId={accountId}
            templates={data.items}
            onEdit={(template) => setEditing({ template })}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** /apps/hr/interviews/templates: the question templates interviews are made from. */
export function InterviewTemplatesPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack gap="xs">
      <PageTitle>{t('interviews.templates.title')}</PageTitle>
      {accountId ? (
        <Templates key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('interviews.noAccount')}</Text>
      )}
    </Stack>
  );
}
