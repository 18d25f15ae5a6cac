import { List, Stack, Text } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DefinitionItem } from '@/components/definition-item';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';

// The menu's parts by the labels the menu itself shows (one word per concept, decision 0019).
const menuParts = [
  ['menu.home', 'home'],
  ['application-statistics.menu', 'statistics'],
  ['gigs.menu', 'gigs'],
  ['shifts.menu', 'calendar'],
  ['action-center.menu', 'actionCenter'],
  ['confirmations.menu', 'confirmations'],
  ['shift-planning.menu', 'planning'],
  ['applications.menu', 'applications'],
  ['application-invitations.menu', 'applicationInvitations'],
  ['interviews.menu', 'interviewTemplates'],
  ['workers.menu', 'workers'],
  ['licence-checks.menu', 'licenceChecks'],
  ['pools.menu', 'pools'],
  ['areas.menu', 'areas'],
  ['area-groups.menu', 'areaGroups'],
  ['customer-contracts.menu', 'contracts'],
  ['invoices.menu', 'invoices'],
  ['document-requests.menu', 'documentRequests'],
  ['communications.menu', 'communications'],
  ['message-templates.menu', 'messageTemplates'],
  ['job-ads.menu', 'jobAds'],
  ['employment-contracts.menu', 'employmentContracts'],
  ['payroll.menu.lists', 'payrollLists'],
  ['wage-reports.menu.wageReports', 'wageReports'],
  ['outbox.menu', 'outbox'],
  ['menu.accountSettings', 'settings'],
] as const satisfies readonly (readonly [ParseKeys, string])[];

const loopSteps = ['order', 'fill', 'confirm', 'verify', 'invoice'] as const;
const terms = ['gig', 'shift', 'area', 'pool', 'booking', 'verification'] as const;

/** /apps/help: what each part of the menu is for, the core loop, keyboard shortcuts, terms and support. */
export function HelpPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <PageTitle>{t('help.title')}</PageTitle>
      <Text>{t('help.intro')}</Text>

      <PanelSection title={t('help.menuAreas.title')}>
        <Text size="sm" mb="sm">
          {t('help.menuAreas.note')}
        </Text>
        <Stack component="dl" gap="sm" m={0}>
          {menuParts.map(([labelKey, part]) => (
            <DefinitionItem key={part} label={t(labelKey)}>
              {t(`help.menuAreas.${part}`)}
            </DefinitionItem>
          ))}
        </Stack>
      </PanelSection>

      <PanelSection title={t('help.loop.title')}>
        <List type="ordered" spacing="xs">
          {loopSteps.map((step) => (
            <List.Item key={step}>{t(`help.loop.${step}`)}</List.Item>
          ))}
        </List>
      </PanelSection>

      <PanelSection title={t('help.shortcuts.title')}>
        <Stack component="dl" gap="sm" m={0}>
          <DefinitionItem label="Ctrl + K / ⌘ + K">{t('help.shortcuts.search')}</DefinitionItem>
          <DefinitionItem label="Esc">{t('help.shortcuts.escape')}</DefinitionItem>
          <DefinitionItem label="Tab">{t('help.shortcuts.skip')}</DefinitionItem>
        </Stack>
      </PanelSection>

      <PanelSection title={t('help.glossary.title')}>
        <Text size="sm" mb="sm">
          {t('help.glossary.intro')}
        </Text>
        <List spacing="xs">
          {terms.map((term) => (
            <List.Item key={term}>{t(`help.glossary.${term}`)}</List.Item>
          ))}
        </List>
      </PanelSection>

      <PanelSection title={t('help.support.title')}>
        <Stack gap="xs">
          <Text>{t('help.support.text')}</Text>
          <Text>{t('help.support.problem')}</Text>
        </Stack>
      </PanelSection>
    </Stack>
  );
}
