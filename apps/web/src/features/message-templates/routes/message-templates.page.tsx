import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { MessageTemplateList } from '@portal/domain/message-templates';
import { isMessageTemplateType } from '@portal/domain/message-templates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/components/list/data-table';
import type { ListColumn } from '@/components/list/list-column';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useMessageTemplates } from '../api/get-message-templates';
import { useTypeName } from '../components/use-type-name';
import { messageTemplatePath } from '../message-templates.paths';

type Row = MessageTemplateList['items'][number];

/** /apps/hr/messages/list: every automatic message and the languages the account has its own text in. */
export function MessageTemplatesPage() {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const { accountId } = useSession();
  const list = useMessageTemplates(accountId ?? '');
  const columns: ListColumn<Row>[] = [
    {
      key: 'type',
      header: t('message-templates.list.message'),
      card: 'title',
      rowHeader: true,
      cell: (row) => (
        <Anchor component={Link} to={messageTemplatePath(row.type)}>
          {typeName(row.type)}
        </Anchor>
      ),
    },
    {
      key: 'description',
      header: t('message-templates.list.when'),
      cell: (row) => (isMessageTemplateType(row.type) ? t(`message-templates.types.${row.type}.when`) : ''),
    },
    {
      key: 'customised',
      header: t('message-templates.list.customised'),
      cell: (row) =>
        row.customisedLocales.length === 0 ? (
          t('message-templates.list.defaults')
        ) : (
          <Group gap={4}>
            {row.customisedLocales.map((locale) => (
              <Badge key={locale} variant="light">
                {t(`message-templates.languages.${locale}`)}
              </Badge>
            ))}
          </Group>
        ),
    },
  ];
  return (
    <Stack>
      <PageTitle>{t('message-templates.list.title')}</PageTitle>
      {accountId ? (
        <PanelSection title={t('message-templates.list.title')}>
          <QueryState query={list} errorTitle={t('message-templates.list.loadError')}>
            {(data) => (
              <DataTable
                rows={data.items}
                columns={columns}
                rowId={(row) => row.type}
                label={t('message-templates.list.title')}
              />
            )}
          </QueryState>
        </PanelSection>
      ) : (
        <Text>{t('message-templates.noAccount')}</Text>
      )}
    </Stack>
  );
}
