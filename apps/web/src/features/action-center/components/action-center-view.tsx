import { Badge, Tabs, Text } from '@mantine/core';
import type { ActionCenterTab } from '@portal/domain/action-center';
import { IconCalendarCheck, IconClockCheck, IconCoin, IconSend, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActionCenterCounts } from '../api/get-action-center-counts';
import { BookingsTab } from './bookings-tab';
import { CompletionsTab } from './completions-tab';
import { InspectionTab } from './inspection-tab';
import { QuickPayTab } from './quick-pay-tab';
import { useActionCenterParams } from './use-action-center-params';
import { useVisibleTabs } from './use-visible-tabs';

const tabIcons: Record<ActionCenterTab, TablerIcon> = {
  bookings: IconCalendarCheck,
  completions: IconClockCheck,
  'quick-pay': IconCoin,
  inspection: IconSend,
};

/**
 * The tabs the user may work in, each with the number of shifts waiting in it (from the server, in the
 * user's scope); the open tab and its page are in the address.
 */
export function ActionCenterView({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const visibleTabs = useVisibleTabs(accountId);
  const counts = useActionCenterCounts(accountId).data;
  const { tab, query, setTab, setPage } = useActionCenterParams(visibleTabs);
  const panels: Record<ActionCenterTab, React.ReactNode> = {
    bookings: <BookingsTab accountId={accountId} query={query} onPageChange={setPage} />,
    completions: <CompletionsTab accountId={accountId} query={query} onPageChange={setPage} />,
    'quick-pay': <QuickPayTab accountId={accountId} query={query} onPageChange={setPage} />,
    inspection: <InspectionTab accountId={accountId} query={query} onPageChange={setPage} />,
  };

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as ActionCenterTab)} keepMounted={false}>
      <Tabs.List>
        {visibleTabs.map((value) => {
          const Icon = tabIcons[value];
          const label = t(`action-center.tabs.${value}`);
          const count = counts?.[value] ?? null;
          return (
            <Tabs.Tab
              key={value}
              value={value}
              leftSection={<Icon size={16} aria-hidden />}
              rightSection={
                count === null ? undefined : (
                  <Badge
                    size="sm"
                    variant={count > 0 ? 'filled' : 'light'}
                    color={count > 0 ? 'blue' : 'gray'}
                  >
                    {count}
                  </Badge>
                )
              }
            >
              {label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {visibleTabs.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          <Text size="sm" mb="sm">
            {t(`action-center.intro.${value}`)}
          </Text>
          {panels[value]}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
