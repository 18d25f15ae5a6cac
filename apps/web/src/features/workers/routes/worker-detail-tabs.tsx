import { Stack, Tabs } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCreditCard,
  IconFileText,
  IconMessage,
  IconUser,
  IconUserOff,
  type TablerIcon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTabParam } from '@/hooks/use-tab-param';

/** The worker page's tabs in their order; the open one is `?tab=` in the address (none: the profile). */
export const workerTabs = ['profile', 'shifts', 'blocks', 'contracts', 'messages', 'payment'] as const;
export type WorkerTab = (typeof workerTabs)[number];

/** Tabs whose content other features give (the app composes them, see app/worker-action-panels.tsx). */
export type WorkerPanelTab = Exclude<WorkerTab, 'profile' | 'shifts' | 'payment'>;
export type WorkerPanels = Partial<Record<WorkerPanelTab, ReactNode>>;

const tabIcons: Record<WorkerTab, TablerIcon> = {
  profile: IconUser,
  shifts: IconCalendarEvent,
  blocks: IconUserOff,
  contracts: IconFileText,
  messages: IconMessage,
  payment: IconCreditCard,
};

/**
 * The worker page in tabs kept in the address: back and forward, a reload and a shared link open the same
 * tab. Only tabs with content are offered; an unknown `?tab=` shows the profile. Panels stay mounted, so
 * an edit begun on the profile survives a look at another tab.
 */
export function WorkerDetailTabs({ content }: { content: Partial<Record<WorkerTab, ReactNode>> }) {
  const { t } = useTranslation();
  const offered = workerTabs.filter((tab) => content[tab] !== undefined && content[tab] !== null);
  const [tab, setTab] = useTabParam(offered, 'profile', { omitFallback: true });

  return (
    <Tabs value={tab} onChange={(value) => value && setTab(value as WorkerTab)}>
      <Tabs.List aria-label={t('workers.detail.tabs.label')} mb="md">
        {offered.map((value) => {
          const Icon = tabIcons[value];
          return (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
              {t(`workers.detail.tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {offered.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <Stack>{content[value]}</Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
