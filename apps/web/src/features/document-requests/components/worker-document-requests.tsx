import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useDocumentRequests } from '../api/get-document-requests';
import { DocumentRequestsTable } from './document-requests-table';

/**
 * One worker's (or applicant's) document requests, newest first, each linked to its page: for screens of
 * other features that show a person's documents (the application's detail, composed by the app).
 */
export function WorkerDocumentRequests({ worker }: { worker: { id: string; accountId: string } }) {
  const { t } = useTranslation();
  const requests = useDocumentRequests(worker.accountId, { workerId: worker.id, perPage: 50 });
  return (
    <QueryState query={requests} errorTitle={t('document-requests.list.loadError')}>
      {(data) => <DocumentRequestsTable items={data.items} />}
    </QueryState>
  );
}
