import { Stack } from '@mantine/core';
import { WorkerContractsPanel } from '@/features/employment-contracts/components/worker-contracts-panel';
import { LicenceChecksCard } from '@/features/licence-checks';
import { SendOnboardingLinksPanel } from '@/features/onboarding/components/send-links-panel';
import { TemporaryContractsPanel } from '@/features/temporary-contracts/components/temporary-contracts-panel';
import { WorkerBlocksPanel } from '@/features/worker-blocks/components/worker-blocks-panel';
import { WorkerMessagesPanel } from '@/features/worker-messages/components/worker-messages-panel';
import { useCurrentWorker } from '@/features/workers/current-worker';
import { WorkerDetailPage } from '@/features/workers/routes/worker-detail.page';
import { useCan } from '@/lib/can';

function BlocksPanel() {
  return <WorkerBlocksPanel worker={useCurrentWorker()} />;
}

function ContractsPanel() {
  const worker = useCurrentWorker();
  return (
    <Stack>
      <LicenceChecksCard accountId={worker.accountId} workerId={worker.id} />
      <SendOnboardingLinksPanel worker={worker} />
      <WorkerContractsPanel worker={worker} />
      <TemporaryContractsPanel worker={worker} />
    </Stack>
  );
}

function MessagesPanel() {
  return <WorkerMessagesPanel worker={useCurrentWorker()} />;
}

/**
 * The worker page with the worker panels of other features as its tabs (features do not import each other,
 * so the app joins them here): blocks, contracts and documents (the licence-register checks, the employment
 * contracts with their signing status, and the temporary contracts with their PDFs),
 * and SMS / e-mail to the worker, offered only to those who may send messages.
 */
export function WorkerPageWithPanels() {
  const canMessage = useCan({ action: 'create', subject: 'Communications' });
  return (
    <WorkerDetailPage
      panels={{
        blocks: <BlocksPanel />,
        contracts: <ContractsPanel />,
        ...(canMessage ? { messages: <MessagesPanel /> } : {}),
      }}
    />
  );
}
