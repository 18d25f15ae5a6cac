import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useAreaGroups } from '../api/get-area-groups';
import { AddMemberForm } from '../components/add-member-form';
import { AreaGroupCard } from '../components/area-group-card';

/** /apps/hr/area-groups: groups of areas across accounts, kept by super-admins and organization-admins. */
export function AreaGroupsPage() {
  const { t } = useTranslation();
  const groups = useAreaGroups();
  return (
    <>
      <PageTitle>{t('area-groups.title')}</PageTitle>
      <Stack>
        <Text c="dimmed">{t('area-groups.intro')}</Text>
        <QueryState query={groups} errorTitle={t('area-groups.loadError')} />
        {groups.data && (
          <>
            <AddMemberForm groups={groups.data.items} />
            {groups.data.items.length === 0 ? (
              <Text>{t('area-groups.empty')}</Text>
            ) : (
              groups.data.items.map((group) => <AreaGroupCard key={group.id} group={group} />)
            )}
          </>
        )}
      </Stack>
    </>
  );
}
