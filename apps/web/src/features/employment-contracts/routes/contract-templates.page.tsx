import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ContractTemplate } from '@portal/domain/employment-contracts';
import { formatDateTime } from '@portal/domain/shared';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmedDeleteButton } from '@/components/confirmed-delete-button';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { localeNames } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import {
  useArchiveContractTemplate,
  useContractTemplates,
  useSaveContractTemplate,
} from '../api/contract-templates';
import { TemplateForm } from '../components/template-form';
import { paths, routeAccess } from '../employment-contracts.paths';

type Editing = { template: ContractTemplate | null } | null;

function Templates({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const templates = useContractTemplates(accountId);
  const save = useSaveContractTemplate(accountId);
  const archive = useArchiveContractTemplate(accountId);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack>
      {editing && (
        <PanelSection
          title={
            editing.template
              ? t('employment-contracts.templates.editTitle', { name: editing.template.name })
              : t('employment-contracts.templates.newTitle')
          }
        >
          <TemplateForm
            key={editing.template?.id ?? 'new'}
            template={editing.template}
            isPending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await save.mutateAsync({ templateId: editing.template?.id ?? null, body });
              notify.success({ message: t('employment-contracts.templates.saved') });
              setEditing(null);
            }}
          />
        </PanelSection>
      )}
      <PanelSection
        title={t('employment-contracts.templates.listTitle')}
        actions={
          canManage && (
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ template: null })}
            >
              {t('employment-contracts.templates.new')}
            </Button>
          )
        }
      >
        <QueryState
          query={templates}
          errorTitle={t('employment-contracts.templates.loadError')}
          empty={{ when: (data) => data.items.length === 0, text: t('employment-contracts.templates.empty') }}
        >
          {(data) => (
            <Table aria-label={t('employment-contracts.templates.listTitle')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('employment-contracts.templates.name')}</Table.Th>
                  <Table.Th scope="col">{t('employment-contracts.templates.language')}</Table.Th>
                  <Table.Th scope="col">{t('employment-contracts.templates.updatedAt')}</Table.Th>
                  {canManage && (
                    <Table.Th scope="col">{t('employment-contracts.templates.actions')}</Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((template) => (
                  <Table.Tr key={template.id}>
                    <Table.Th scope="row" fw={500}>
                      {template.name}
                    </Table.Th>
                    <Table.Td>{localeNames[template.locale]}</Table.Td>
                    <Table.Td>{formatDateTime(template.updatedAt)}</Table.Td>
                    {canManage && (
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setEditing({ template })}
                            aria-label={t('employment-contracts.templates.editOne', { name: template.name })}
                          >
                            {t('employment-contracts.templates.edit')}
                          </Button>
                          <ConfirmedDeleteButton
                            label={t('employment-contracts.templates.archive')}
                            title={t('employment-contracts.templates.archiveTitle')}
                            message={t('employment-contracts.templates.archiveMessage', {
                              name: template.name,
                            })}
                            confirmLabel={t('employment-contracts.templates.archive')}
                            isPending={archive.isPending}
                            onDelete={async () => {
                              await archive.mutateAsync(template.id);
                              notify.success({ message: t('employment-contracts.templates.archived') });
                            }}
                          />
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </PanelSection>
    </Stack>
  );
}

/** /apps/pay-&-billing/employment-contracts/templates: the contract templates with their merge fields. */
export function ContractTemplatesPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <Anchor component={Link} to={paths.list} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('employment-contracts.list.title')}
        </Group>
      </Anchor>
      <PageTitle>{t('employment-contracts.templates.title')}</PageTitle>
      {accountId ? (
        <Templates key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('employment-contracts.noAccount')}</Text>
      )}
    </Stack>
  );
}
