import { useAbility } from '@casl/react';
import { Stack, Tabs, Text } from '@mantine/core';
import type { AppAbility } from '@portal/domain/access';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { useTabParam } from '@/hooks/use-tab-param';
import { useSession } from '@/lib/auth';
import { canAccess } from '@/lib/can';
import type { CommunicationsTab } from '../components/communications-tabs';

/**
 * /apps/hr/communications/list: announcements, SMS, campaigns and questionnaires as tabs kept in the
 * address (?tab=announcements is the default). The tabs come from the app (app/communications-tabs.tsx).
 */
export function CommunicationsListPage({ tabs }: { tabs: readonly CommunicationsTab[] }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const { accountId } = useSession();
  const shown = tabs.filter((tab) => !tab.access || canAccess(ability, tab.access, accountId));
  const [current, setCurrent] = useTabParam(
    shown.map((tab) => tab.key),
    'announcements',
    { omitFallback: true },
  );
  return (
    <Stack>
      <PageTitle>{t('communications.list.title')}</PageTitle>
      {accountId ? (
        <Tabs
          value={current}
          onChange={(next) => setCurrent(shown.find((tab) => tab.key === next)?.key ?? 'announcements')}
        >
          <Tabs.List mb="md">
            {shown.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key}>
                {t(`communications.tabs.${tab.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shown.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key}>
              {tab.key === current && tab.render(accountId)}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Text>{t('communications.noAccount')}</Text>
      )}
    </Stack>
  );
}
