import { Stack } from '@mantine/core';
import type { ApplicationDetail } from '@portal/domain/recruitment';
import { ApplicationPage } from '@/features/applications/routes/application.page';
import { WorkerDocumentRequests } from '@/features/document-requests/components/worker-document-requests';
import { WorkerContractsPanel } from '@/features/employment-contracts/components/worker-contracts-panel';

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
 * joins them here): the applicant's document requests and employment contracts under "Documents". The
 * interview card, licence checks and comments go in the page's other sections (`ApplicationSections`), once
 * their features are merged:
 *   interview: (a) => <InterviewCard accountId={a.accountId} applicantId={a.id} applicantEmail={a.email} />
 *   licenceChecks: (a) => <LicenceChecksCard accountId={a.accountId} workerId={a.id} />
 *   comments: (a) => <ApplicationComments accountId={a.accountId} applicantId={a.id} />
 */
export function ApplicationWithSections() {
  return (
    <ApplicationPage
      sections={{ documents: (application) => <ApplicationDocuments application={application} /> }}
    />
  );
}
