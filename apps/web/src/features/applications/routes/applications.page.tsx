import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useTabParam } from '@/hooks/use-tab-param';
import { useSession } from '@/lib/auth';
import { ApplicationsList } from '../components/applications-list';
import { CallList } from '../components/call-list';

const tabs = ['applications', 'call-list'] as const;

/**
 * /apps/hr/applications/list: the account's applications with their filters, and the call list as the
 * second tab (?tab=call-list), so a recruiter phoning through the day keeps one address.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const [tab, setTab] = useTabParam(tabs, 'applications', { omitFallback: true });
  return (
    <>
      <PageTitle>{t('applications.list.title')}</PageTitle>
      {accountId ? (
        <Tabs
          key={accountId}
          value={tab}
          onChange={(next) => setTab(next === 'call-list' ? 'call-list' : 'applications')}
        >
          <Tabs.List mb="md" aria-label={t('applications.list.tabs.label')}>
            <Tabs.Tab value="applications">{t('applications.list.tabs.applications')}</Tabs.Tab>
            <Tabs.Tab value="call-list">{t('applications.list.tabs.callList')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="applications">
            {tab === 'applications' && <ApplicationsList accountId={accountId} />}
          </Tabs.Panel>
          <Tabs.Panel value="call-list">
            {tab === 'call-list' && <CallList accountId={accountId} />}
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('applications.noAccount')}</Text>
      )}
    </>
  );
}
