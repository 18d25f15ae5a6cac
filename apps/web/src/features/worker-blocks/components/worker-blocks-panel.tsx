import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@portal/domain/shared';
import type { WorkerBlock } from '@portal/domain/worker-blocks';
import { canManageBlockScope } from '@portal/domain/worker-blocks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { useWorkerBlocks } from '../api/get-worker-blocks';
import { useBlockScopeLabel } from './block-scope-label';
import { BlockWorkerDialog } from './block-worker-dialog';
import { UnblockButton } from './unblock-button';

/** The worker the panel is about (the worker detail page gives it). */
export type BlockPanelWorker = { id: string; accountId: string; fullName: string };

function actorAndTime(name: string | undefined, at: string): string {
  return name ? `${formatDateTime(at)}, ${name}` : formatDateTime(at);
}

/**
 * Blocks of a worker (spec: block and unblock with scope all areas of the account, selected areas, or the
 * whole app): the blocks in force with Unblock, the history of every block, and Block.
 */
export function WorkerBlocksPanel({ worker }: { worker: BlockPanelWorker }) {
  const { t } = useTranslation();
  const { role } = useSession();
  const canUpdate = useCan({ action: 'update', subject: 'Worker' });
  const blocks = useWorkerBlocks(worker.accountId, worker.id);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const scopeLabel = useBlockScopeLabel();
  const items = blocks.data?.items ?? [];
  const activeBlocks = items.filter((block) => block.isActive);
  const canLift = (block: WorkerBlock) =>
    canUpdate && role !== null && canManageBlockScope(role, block.scope);

  return (
    <PanelSection
      title={t('worker-blocks.title')}
      actions={
        canUpdate && (
          <Button color="red" variant="light" onClick={() => setIsDialogOpen(true)}>
            {t('worker-blocks.block')}
          </Button>
        )
      }
    >
      <QueryState query={blocks} errorTitle={t('worker-blocks.loadError')} />
      {blocks.data && (
        <Stack>
          <Title order={3} size="h4">
            {t('worker-blocks.active.title')}
          </Title>
          {activeBlocks.length === 0 ? (
            <Text>{t('worker-blocks.active.none')}</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {activeBlocks.map((block) => (
                <Card key={block.id} withBorder padding="sm" component="li">
                  <Group justify="space-between" align="flex-start" wrap="nowrap">
                    <Stack gap={4}>
                      <Group gap="xs">
                        <Badge color="red" variant="light">
                          {t('worker-blocks.active.badge')}
                        </Badge>
                        <Text fw={600}>{scopeLabel(block)}</Text>
                      </Group>
                      <Text>{block.reason}</Text>
                      <Text size="sm" c="dimmed">
                        {t('worker-blocks.active.createdBy', {
                          when: actorAndTime(block.createdBy?.fullName, block.createdAt),
                        })}
                      </Text>
                    </Stack>
                    {canLift(block) && (
                      <UnblockButton accountId={worker.accountId} workerId={worker.id} block={block} />
                    )}
                  </Group>
                </Card>
              ))}
            </Stack>
          )}
          <Title order={3} size="h4">
            {t('worker-blocks.history.title')}
          </Title>
          {items.length === 0 ? (
            <Text>{t('worker-blocks.history.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t('worker-blocks.history.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('worker-blocks.history.scope')}</Table.Th>
                    <Table.Th scope="col">{t('worker-blocks.history.reason')}</Table.Th>
                    <Table.Th scope="col">{t('worker-blocks.history.created')}</Table.Th>
                    <Table.Th scope="col">{t('worker-blocks.history.lifted')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((block) => (
                    <Table.Tr key={block.id}>
                      <Table.Td>{scopeLabel(block)}</Table.Td>
                      <Table.Td>{block.reason}</Table.Td>
                      <Table.Td>{actorAndTime(block.createdBy?.fullName, block.createdAt)}</Table.Td>
                      <Table.Td>
                        {block.liftedAt ? (
                          actorAndTime(block.liftedBy?.fullName, block.liftedAt)
                        ) : (
                          <Badge color="red" variant="light">
                            {t('worker-blocks.active.badge')}
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {canUpdate && (
        <BlockWorkerDialog
          opened={isDialogOpen}
          onClose={() => setIsDialogOpen(false)}
          accountId={worker.accountId}
          workerId={worker.id}
          workerName={worker.fullName}
        />
      )}
    </PanelSection>
  );
}
