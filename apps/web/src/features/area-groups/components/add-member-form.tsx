import { Autocomplete, Button, Card, Group, Select, SimpleGrid, Title } from '@mantine/core';
import type { AreaGroup } from '@portal/domain/area-groups/area-groups';
import { addAreaGroupMemberInputSchema } from '@portal/domain/area-groups/area-groups.inputs';
import { normalizePlaceName } from '@portal/domain/geocoding/geocoding.rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { type FieldErrors, fieldErrorsOf } from '@/lib/form-errors';
import { notify } from '@/lib/notify';
import { useAddAreaGroupMember } from '../api/add-area-group-member';
import { useAccountAreas } from '../api/get-account-areas';

type Field = 'groupName' | 'accountId' | 'areaId';

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
  const [groupName, setGroupName] = useState('');
  const [accountId, setAccountId] = useState<string | null>(currentAccountId);
  const [areaId, setAreaId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const areas = useAccountAreas(accountId);

  const accountOptions = (me?.accounts ?? []).map((account) => ({ value: account.id, label: account.name }));
  const areaOptions = (areas.data?.items ?? []).map((area) => ({
    value: area.id,
    label: area.city ? `${area.name} (${area.city})` : area.name,
  }));

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = { groupName, accountId: accountId ?? '', areaId: areaId ?? '' };
    const parsed = addAreaGroupMemberInputSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error, candidate, t));
      return;
    }
    setErrors({});
    const existing = groupNamed(groups, parsed.data.groupName);
    try {
      const group = await addMember.mutateAsync({
        ...parsed.data,
        groupId: existing?.id ?? crypto.randomUUID(),
      });
      notify.success({ message: t('area-groups.notifications.added', { group: group.name }) });
      setAreaId(null);
    } catch (error) {
      if (errorCodeOf(error) === 'AREA_GROUP_NAME_TAKEN') {
        setErrors({ groupName: t('errors.AREA_GROUP_NAME_TAKEN') });
      }
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={t('area-groups.add.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('area-groups.add.title')}
      </Title>
      <form onSubmit={handleSubmit} noValidate>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Autocomplete
            label={t('area-groups.add.group')}
            description={t('area-groups.add.groupHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={groups.map((group) => group.name)}
            value={groupName}
            error={errors.groupName}
            maxLength={100}
            onChange={(value) => {
              setGroupName(value);
              setErrors((current) => ({ ...current, groupName: undefined }));
            }}
          />
          <Select
            label={t('area-groups.add.account')}
            data={accountOptions}
            value={accountId}
            error={errors.accountId}
            searchable
            onChange={(value) => {
              setAccountId(value);
              setAreaId(null);
              setErrors((current) => ({ ...current, accountId: undefined }));
            }}
          />
          <Select
            label={t('area-groups.add.area')}
            data={areaOptions}
            value={areaId}
            error={errors.areaId}
            searchable
            disabled={accountId === null}
            nothingFoundMessage={t('area-groups.add.noAreas')}
            onChange={(value) => {
              setAreaId(value);
              setErrors((current) => ({ ...current, areaId: undefined }));
            }}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={addMember.isPending}>
            {t('area-groups.add.submit')}
          </Button>
        </Group>
      </form>
    </Card>
  );
}
