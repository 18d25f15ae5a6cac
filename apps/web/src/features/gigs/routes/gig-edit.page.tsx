import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { GigDetail } from '@portal/domain/gigs';
import { formatDateTime } from '@portal/domain/shared';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { paths } from '@/features/gigs/gigs.paths';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { useGig } from '../api/get-gig';
import { DeleteGigButton } from '../components/delete-gig-button';
import { GigForm } from '../components/gig-form';
import { GigLabelBadge } from '../components/gig-label-badge';
import { SuggestionActions } from '../components/suggestion-actions';

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={paths.gigsList} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {t('gigs.edit.backToList')}
    </Anchor>
  );
}

function EditGig({ accountId, gigId, canManage }: { accountId: string; gigId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const gig = useGig(accountId, gigId);
  if (gig.isPending || gig.isError) {
    return <QueryState query={gig} errorTitle={t('gigs.edit.loadError')} recordId={gigId} />;
  }
  return <EditForm accountId={accountId} gig={gig.data} canManage={canManage} />;
}

function EditForm({ accountId, gig, canManage }: { accountId: string; gig: GigDetail; canManage: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="sm" align="center">
        <PageTitle>{gig.title}</PageTitle>
        <GigLabelBadge label={gig.label} />
      </Group>
      <Text size="sm" c="dimmed">
        {t('gigs.edit.meta', {
          area: gig.areaName,
          created: formatDateTime(gig.createdAt),
          by: gig.createdByName ?? '–',
          available: gig.availableShifts,
          total: gig.totalShifts,
        })}
      </Text>
      {canManage && gig.status === 'suggestion' && <SuggestionActions accountId={accountId} gig={gig} />}
      <GigForm
        // A new form when the gig changes state (approved, declined) keeps the buttons right.
        key={`${gig.id}:${gig.status}`}
        accountId={accountId}
        gig={gig}
        canManage={canManage}
        extraActions={canManage ? <DeleteGigButton accountId={accountId} gig={gig} /> : null}
      />
    </>
  );
}

/** /apps/shifts-&-gigs/gigs-management/create/:id?: a new gig without an id; view, edit and delete with one. */
export function GigEditPage() {
  const { t } = useTranslation();
  const { accountId, role } = useSession();
  const { id } = useParams();
  const canManage = useCan({ action: 'update', subject: 'Gig' });
  let content = <Text>{t('gigs.noAccount')}</Text>;
  if (accountId) {
    content = id ? (
      <EditGig key={`${accountId}:${id}`} accountId={accountId} gigId={id} canManage={canManage} />
    ) : (
      <>
        <PageTitle>{role === 'customer' ? t('gigs.form.orderTitle') : t('gigs.form.createTitle')}</PageTitle>
        <GigForm key={accountId} accountId={accountId} canManage={canManage} />
      </>
    );
  }
  return (
    <Stack gap="xs">
      <BackToList />
      {content}
    </Stack>
  );
}
