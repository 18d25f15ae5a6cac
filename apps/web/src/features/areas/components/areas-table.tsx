import { Anchor, Group, Table, Text } from '@mantine/core';
import type { Area } from '@portal/domain/areas';
import { IconMapPinFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { areaEditPath } from './area-paths';

function addressOf(area: Area): string {
  const town = [area.postcode, area.city].filter(Boolean).join(' ');
  return [area.streetAddress, town].filter(Boolean).join(', ');
}

/** The areas of one page: facility (to its edit page), address, region, ring, contact, location. */
export function AreasTable({ areas, label }: { areas: readonly Area[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('areas.list.name')}</Table.Th>
            <Table.Th scope="col">{t('areas.list.address')}</Table.Th>
            <Table.Th scope="col">{t('areas.list.region')}</Table.Th>
            <Table.Th scope="col">{t('areas.list.ring')}</Table.Th>
            <Table.Th scope="col">{t('areas.list.contact')}</Table.Th>
            <Table.Th scope="col">{t('areas.list.location')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {areas.map((area) => (
            <Table.Tr key={area.id}>
              <Table.Td>
                <Anchor component={Link} to={areaEditPath(area.id)}>
                  {area.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{addressOf(area) || '–'}</Table.Td>
              <Table.Td>{area.region ?? '–'}</Table.Td>
              <Table.Td>{area.poolName ?? '–'}</Table.Td>
              <Table.Td>{area.contact ?? '–'}</Table.Td>
              <Table.Td>
                {area.latitude !== null ? (
                  <Group gap={4} wrap="nowrap">
                    <IconMapPinFilled size={14} aria-hidden />
                    <Text span size="sm">
                      {t('areas.list.located')}
                    </Text>
                  </Group>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('areas.list.notLocated')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
