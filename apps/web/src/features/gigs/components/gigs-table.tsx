import { Anchor, Table, Text } from '@mantine/core';
import type { GigSummary } from '@portal/domain/gigs';
import { formatDate } from '@portal/domain/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCareRoleLabel } from '@/hooks/use-care-role-label';
import { useBoostTypeLabel } from '@/hooks/use-enum-labels';
import { GigLabelBadge } from './gig-label-badge';
import { gigEditPath } from './gig-paths';

function datesOf(gig: GigSummary): string {
  if (!gig.startDate || !gig.endDate) {
    return '–';
  }
  const start = formatDate(gig.startDate);
  const end = formatDate(gig.endDate);
  return start === end ? start : `${start} – ${end}`;
}

/** One page of gigs; a row (or its title link, for keyboards) opens the gig's edit page. */
export function GigsTable({ gigs, label }: { gigs: readonly GigSummary[]; label: string }) {
  const { t } = useTranslation();
  const boostTypeLabel = useBoostTypeLabel();
  const navigate = useNavigate();
  const roleLabel = useCareRoleLabel();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('gigs.list.columns.title')}</Table.Th>
            <Table.Th scope="col">{t('gigs.list.columns.area')}</Table.Th>
            <Table.Th scope="col">{t('gigs.list.columns.label')}</Table.Th>
            <Table.Th scope="col">{t('gigs.list.columns.dates')}</Table.Th>
            <Table.Th scope="col">{t('gigs.list.columns.role')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('gigs.list.columns.shifts')}
            </Table.Th>
            <Table.Th scope="col">{t('gigs.list.columns.boost')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {gigs.map((gig) => (
            <Table.Tr
              key={gig.id}
              style={{ cursor: 'pointer' }}
              onClick={(event) => {
                if (!(event.target instanceof HTMLAnchorElement)) {
                  void navigate(gigEditPath(gig.id));
                }
              }}
            >
              <Table.Td>
                <Anchor component={Link} to={gigEditPath(gig.id)}>
                  {gig.title}
                </Anchor>
              </Table.Td>
              <Table.Td>{gig.areaName}</Table.Td>
              <Table.Td>
                <GigLabelBadge label={gig.label} />
              </Table.Td>
              <Table.Td>{datesOf(gig)}</Table.Td>
              <Table.Td>{roleLabel(gig.roleType)}</Table.Td>
              <Table.Td ta="right">
                {t('gigs.list.shiftCounts', { available: gig.availableShifts, total: gig.totalShifts })}
              </Table.Td>
              <Table.Td>
                {gig.boostType ? (
                  boostTypeLabel(gig.boostType) + (gig.boostValue !== null ? ` ${gig.boostValue}` : '')
                ) : (
                  <Text span c="dimmed">
                    –
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
