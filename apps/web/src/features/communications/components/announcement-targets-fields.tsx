import { MultiSelect, Select, SimpleGrid, TagsInput } from '@mantine/core';
import { careRoleDefinitionsFor } from '@portal/domain/care-roles';
import { finnishRegions } from '@portal/domain/geocoding';
import { useTranslation } from 'react-i18next';
import { useCareRoleCountry, useCareRoleLabel } from '@/hooks/use-care-role-label';

type Targets = { region: string | null; cities: string[]; roles: string[] };

/** Who sees the announcement: a region, cities and roles; all empty reaches every worker of the account. */
export function AnnouncementTargetsFields({
  value,
  onChange,
}: {
  value: Targets;
  onChange: (changes: Partial<Targets>) => void;
}) {
  const { t } = useTranslation();
  const roleLabel = useCareRoleLabel();
  const roles = careRoleDefinitionsFor(useCareRoleCountry()).map((role) => ({
    value: role.label,
    label: roleLabel(role.label),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Select
        label={t('communications.editor.region')}
        placeholder={t('communications.editor.everywhere')}
        data={[...finnishRegions]}
        value={value.region}
        onChange={(region) => onChange({ region })}
        searchable
        clearable
      />
      <TagsInput
        label={t('communications.editor.cities')}
        description={t('communications.editor.citiesHint')}
        value={value.cities}
        onChange={(cities) => onChange({ cities })}
        clearable
      />
      <MultiSelect
        label={t('communications.editor.roles')}
        placeholder={value.roles.length === 0 ? t('communications.editor.allRoles') : undefined}
        data={roles}
        value={value.roles}
        onChange={(next) => onChange({ roles: next })}
        searchable
        clearable
      />
    </SimpleGrid>
  );
}
