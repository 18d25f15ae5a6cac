import { Autocomplete, Button, Group, Select, SimpleGrid } from '@mantine/core';
import type { AreaGroup } from '@portal/domain/area-groups';
import { addAreaGroupMemberInputSchema } from '@portal/domain/area-groups';
import { normalizePlaceName } from '@portal/domain/geocoding';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { useSession } from '@/lib/auth';
import { notify } from '@/lib/notify';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddAreaGroupMember } from '../api/add-area-group-member';
import { useAccountAreas } from '../api/get-account-areas';

/** The group with this name (any letter case), so adding to an existing name joins that group. */
function groupNamed(groups: readonly AreaGroup[], name: string): AreaGroup | undefined {
  const wanted = normalizePlaceName(name);
  return groups.find((group) => normalizePlaceName(group.name) === wanted);
}

/**
 * Adds an account and one of its areas to a group: an existing group chosen or typed by name, or a new
 * group created with the typed name. Only the user's own accounts are offered.
 */
export function AddMemberForm({ groups }: { groups: readonly AreaGroup[] }) {
  const { t } = useTranslation();
  const { me, accountId: currentAccountId } = useSession();
  const addMember = useAddAreaGroupMember();
  const form = useSchemaForm({
    initialValues: {
      groupName: '',
      accountId: currentAccountId as string | null,
      areaId: null as string | null,
    },
    schema: addAreaGroupMemberInputSchema,
    toCandidate: (values) => ({ ...values, accountId: values.accountId ?? '', areaId: values.areaId ?? '' }),
    errorFields: { AREA_GROUP_NAME_TAKEN: 'groupName' },
    onSubmit: async (input, _values, { setValues }) => {
      const existing = groupNamed(groups, input.groupName);
      const group = await addMember.mutateAsync({ ...input, groupId: existing?.id ?? crypto.randomUUID() });
      notify.success({ message: t('area-groups.notifications.added', { group: group.name }) });
      setValues({ areaId: null });
    },
  });
  const { accountId } = form.values;
  const areas = useAccountAreas(accountId);

  const accountOptions = (me?.accounts ?? []).map((account) => ({ value: account.id, label: account.name }));
  const areaOptions = (areas.data?.items ?? []).map((area) => ({
    value: area.id,
    label: area.city ? `${area.name} (${area.city})` : area.name,
  }));

  return (
    <PanelSection title={t('area-groups.add.title')}>
      <form onSubmit={form.onSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Autocomplete
            label={t('area-groups.add.group')}
            description={t('area-groups.add.groupHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={groups.map((group) => group.name)}
            maxLength={100}
            {...form.field('groupName')}
          />
          <Select
            label={t('area-groups.add.account')}
            required={form.isRequired('accountId')}
            data={accountOptions}
            value={accountId}
            error={form.errors.accountId}
            searchable
            onChange={(value) => form.setValues({ accountId: value, areaId: null })}
          />
          <Select
            label={t('area-groups.add.area')}
            data={areaOptions}
            {...form.field('areaId')}
            searchable
            disabled={accountId === null}
            nothingFoundMessage={t('area-groups.add.noAreas')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={addMember.isPending}>
            {t('area-groups.add.submit')}
          </Button>
        </Group>
      </form>
    </PanelSection>
  );
}
