import { Paper, Stack, Title } from '@mantine/core';
import type { PoolCandidate, PoolDetail, PoolMember } from '@portal/domain/pools';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { routeAccess } from '@/features/pools/pools.paths';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useAddPoolMembers } from '../api/add-pool-members';
import { useRemovePoolMember } from '../api/remove-pool-member';
import { AddMemberSearch } from './add-member-search';
import { PoolMembersTable } from './pool-members';

/** The members of a pool: add by search, remove after confirming (the toast's Undo adds the worker back). */
export function PoolMembersSection({ accountId, pool }: { accountId: string; pool: PoolDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canUpdate = useCan({ ...routeAccess.poolsEdit, action: 'update' });
  const addMembers = useAddPoolMembers(accountId, pool.id);
  const removeMember = useRemovePoolMember(accountId, pool.id);
  const [memberToRemove, setMemberToRemove] = useState<PoolMember | null>(null);

  const handleAdd = async (candidate: PoolCandidate) => {
    await addMembers.mutateAsync([candidate.id]);
    notify.success({ message: t('pools.members.added', { name: candidate.fullName }) });
  };

  const handleRemove = async () => {
    if (!memberToRemove) {
      return;
    }
    const member = memberToRemove;
    try {
      await removeMember.mutateAsync(member.id);
      notify.undoable({
        message: t('pools.members.removed', { name: member.fullName }),
        undo: () => addMembers.mutateAsync([member.id]),
        undoneMessage: t('pools.members.readded', { name: member.fullName }),
      });
    } catch {
      // The query client's default handler has shown the failure.
    } finally {
      setMemberToRemove(null);
    }
  };

  const title = t('pools.members.title', { count: pool.members.length });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack>
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {canUpdate && (
          <AddMemberSearch
            accountId={accountId}
            poolId={pool.id}
            isAdding={addMembers.isPending}
            onAdd={handleAdd}
          />
        )}
        <PoolMembersTable
          members={pool.members}
          label={title}
          canRemove={canUpdate}
          onRemove={setMemberToRemove}
        />
      </Stack>
      <ConfirmDialog
        opened={memberToRemove !== null}
        title={t('pools.members.removeTitle')}
        message={t('pools.members.removeMessage', { name: memberToRemove?.fullName ?? '', pool: pool.name })}
        confirmLabel={t('pools.members.removeConfirm')}
        isPending={removeMember.isPending}
        onConfirm={() => void handleRemove()}
        onCancel={() => setMemberToRemove(null)}
      />
    </Paper>
  );
}
