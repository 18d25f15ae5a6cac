import { Anchor, Group, Stack, Text } from '@mantine/core';
import { areaPlanningQuerySchema } from '@portal/domain/shift-planning';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/shift-planning/shift-planning.paths';
import { useSession } from '@/lib/auth';
import { useAreaPlanning } from '../api/get-area-planning';
import { FillRateBar } from '../components/fill-rate-bar';
import { PlanningWeekSection } from '../components/planning-week-section';
import type { ShiftDetailComponent } from '../components/shift-detail-slot';
import { WeeksSelect } from '../components/weeks-select';

type AreaPlanningProps = { accountId: string; areaId: string; ShiftDetail?: ShiftDetailComponent };

function AreaPlanning({ accountId, areaId, ShiftDetail }: AreaPlanningProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = areaPlanningQuerySchema.safeParse({ weeks: searchParams.get('weeks') ?? undefined }).data ?? {
    weeks: areaPlanningQuerySchema.parse({}).weeks,
  };
  const planning = useAreaPlanning(accountId, areaId, query);
  const [openShiftId, setOpenShiftId] = useState<string | null>(null);

  if (planning.isPending || planning.isError) {
    return <QueryState query={planning} errorTitle={t('shift-planning.view.loadError')} recordId={areaId} />;
  }
  const area = planning.data;
  return (
    <>
      <PageTitle>{t('shift-planning.view.title', { area: area.areaName })}</PageTitle>
      <Stack>
        <Group align="flex-end" gap="xl">
          <WeeksSelect
            value={query.weeks}
            onChange={(weeks) =>
              setSearchParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.set('weeks', String(weeks));
                  return next;
                },
                { replace: true },
              )
            }
          />
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('shift-planning.view.period')}
            </Text>
            <FillRateBar
              figures={area.totals}
              label={t('shift-planning.figures.periodBarLabel', { area: area.areaName })}
            />
          </Stack>
        </Group>
        {area.weeks.map((week) => (
          <PlanningWeekSection
            key={week.key}
            areaName={area.areaName}
            week={week}
            onOpenShift={ShiftDetail ? setOpenShiftId : undefined}
          />
        ))}
      </Stack>
      {ShiftDetail && openShiftId && (
        <ShiftDetail
          accountId={accountId}
          shiftId={openShiftId}
          opened
          onClose={() => {
            setOpenShiftId(null);
            void planning.refetch();
          }}
        />
      )}
    </>
  );
}

/**
 * /apps/shifts-&-gigs/shift-planning/view/:id: one area's upcoming weeks and the shifts that still need a
 * worker. The app hands in the shifts feature's detail drawer, which opens a shift to fill it.
 */
export function ShiftPlanningViewPage({ ShiftDetail }: { ShiftDetail?: ShiftDetailComponent }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.shiftPlanningList} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('shift-planning.view.backToList')}
      </Anchor>
      {accountId && id ? (
        <AreaPlanning
          key={`${accountId}:${id}`}
          accountId={accountId}
          areaId={id}
          ShiftDetail={ShiftDetail}
        />
      ) : (
        <Text>{t('shift-planning.noAccount')}</Text>
      )}
    </Stack>
  );
}
