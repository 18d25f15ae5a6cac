import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useMessageTemplate } from '../api/get-message-templates';
import { MessageTextEditor } from '../components/message-text-editor';
import { useTypeName } from '../components/use-type-name';

/**
 * /apps/hr/messages/edit/:type: one automatic message in each language. An unknown type answers
 * NOT_FOUND from the server, which the record frame shows as the not-found page.
 */
export function MessageTemplatePage() {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const { accountId } = useSession();
  const { type = '' } = useParams();
  const template = useMessageTemplate(accountId ?? '', type);
  if (!accountId) {
    return <Text>{t('message-templates.noAccount')}</Text>;
  }
  return (
    <Stack>
      <PageTitle>
        {template.data ? typeName(template.data.type) : t('message-templates.edit.title')}
      </PageTitle>
      <QueryState query={template} errorTitle={t('message-templates.edit.loadError')} recordId={type}>
        {(data) => (
          <PanelSection title={t('message-templates.edit.texts')}>
            <Tabs defaultValue="fi" keepMounted={false}>
              <Tabs.List>
                {data.texts.map((text) => (
                  <Tabs.Tab key={text.locale} value={text.locale}>
                    {t(`message-templates.languages.${text.locale}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {data.texts.map((text) => (
                <Tabs.Panel key={text.locale} value={text.locale} pt="md">
                  <MessageTextEditor accountId={accountId} template={data} text={text} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </PanelSection>
        )}
      </QueryState>
    </Stack>
  );
}
