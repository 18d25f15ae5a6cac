import { Stack } from '@mantine/core';
import type { ApplicationDetail } from '@portal/domain/recruitment';
import { ApplicationComments } from '@/features/application-comments';
import { ApplicationPage } from '@/features/applications/routes/application.page';
import { WorkerDocumentRequests } from '@/features/document-requests/components/worker-document-requests';
import { WorkerContractsPanel } from '@/features/employment-contracts/components/worker-contracts-panel';
import { InterviewCard } from '@/features/interviews';
import { LicenceChecksCard } from '@/features/licence-checks';

function ApplicationDocuments({ application }: { application: ApplicationDetail }) {
  const person = { id: application.id, accountId: application.accountId };
  return (
    <Stack>
      <WorkerDocumentRequests worker={person} />
      {/* Shown only to those who may read contracts (they carry wages: Payroll). */}
      <WorkerContractsPanel worker={person} />
    </Stack>
  );
}

/**
 * The application's page with the parts of other features (features do not import each other, so the app
 * joins them here): the interview card, the licence-register checks, the applicant's document requests and
 * employment contracts, and the recruiters' comments.
 */
export function ApplicationWithSections() {
  return (
    <ApplicationPage
      sections={{
        interview: (application) => (
          <InterviewCard
            accountId={application.accountId}
            applicantId={application.id}
            applicantEmail={application.email}
          />
        ),
        licenceChecks: (application) => (
          <LicenceChecksCard accountId={application.accountId} workerId={application.id} />
        ),
        documents: (application) => <ApplicationDocuments application={application} />,
        comments: (application) => (
          <ApplicationComments accountId={application.accountId} applicantId={application.id} />
        ),
      }}
    />
  );
}
