import { Stack } from '@mantine/core';
import { TemporaryContractsPanel } from '@/features/temporary-contracts/components/temporary-contracts-panel';
import { WorkerBlocksPanel } from '@/features/worker-blocks/components/worker-blocks-panel';
import { WorkerMessagesPanel } from '@/features/worker-messages/components/worker-messages-panel';
import { useCurrentWorker } from '@/features/workers/current-worker';

/**
 * The worker actions composed into the worker detail page (features do not import each other, so the app
 * joins them here): blocks, temporary contracts, and SMS / e-mail to the worker.
 */
export function WorkerActionPanels() {
  const worker = useCurrentWorker();
  return (
    <Stack>
      <WorkerBlocksPanel worker={worker} />
      <TemporaryContractsPanel worker={worker} />
      <WorkerMessagesPanel worker={worker} />
    </Stack>
  );
}
