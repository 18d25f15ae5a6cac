import { Button, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import {
  type ApplicationInvitationStatus,
  applicationInvitationStatuses,
} from '@portal/domain/application-invitations';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { invitationsPerPage, useApplicationInvitations } from '../api/get-application-invitations';
import { routeAccess } from '../application-invitations.paths';
import { InvitationsTable } from '../components/invitations-table';
import { InviteDialog } from '../components/invite-dialog';

function InvitationsList({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const canManage = useCan(routeAccess.manage);
  const [status, setStatus] = useState<ApplicationInvitationStatus | undefined>();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const invitations = useApplicationInvitations(accountId, status, page);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Select
          label={t('application-invitations.list.status')}
          placeholder={t('application-invitations.list.all')}
          clearable
          data={applicationInvitationStatuses.map((value) => ({
            value,
            label: t(`application-invitations.statuses.${value}`),
          }))}
          value={status ?? null}
          onChange={(value) => {
            setStatus((value as ApplicationInvitationStatus | null) ?? undefined);
            setPage(1);
          }}
        />
        {canManage && (
          <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setInviting(true)}>
            {t('application-invitations.invite.open')}
          </Button>
        )}
      </Group>
      <QueryState query={invitations} errorTitle={t('application-invitations.list.loadError')}>
        {(data) => (
          <>
            <InvitationsTable accountId={accountId} items={data.items} canManage={canManage} />
            {data.total > invitationsPerPage && (
              <Pagination
                total={Math.ceil(data.total / invitationsPerPage)}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({
                  'aria-label': t(`application-invitations.list.${control}`),
                })}
              />
            )}
          </>
        )}
      </QueryState>
      {canManage && (
        <InviteDialog accountId={accountId} opened={inviting} onClose={() => setInviting(false)} />
      )}
    </Stack>
  );
}

/** /apps/hr/application-invitations: the invitations to apply sent from the account, and a new one. */
export function ApplicationInvitationsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <>
      <PageTitle>{t('application-invitations.title')}</PageTitle>
      {accountId ? (
        <InvitationsList accountId={accountId} />
      ) : (
        <Text>{t('application-invitations.noAccount')}</Text>
      )}
    </>
  );
}
