import { Button, Checkbox, Group, Pagination, Select, Stack, Text } from '@mantine/core';
import { type DocumentRequestStatus, documentRequestStatuses } from '@portal/domain/document-requests';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useDocumentRequests } from '../api/get-document-requests';
import { useCreateDocumentRequest } from '../api/save-document-request';
import { DocumentRequestsTable } from '../components/document-requests-table';
import { NewDocumentRequestForm } from '../components/new-document-request-form';
import { WorkerFilter } from '../components/worker-filter';
import { documentRequestPath, routeAccess } from '../document-requests.paths';

const perPage = 25;

function DocumentRequests({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan(routeAccess.manage);
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<DocumentRequestStatus | null>(null);
  const [overdue, setOverdue] = useState(false);
  const [workerId, setWorkerId] = useState<string | null>(null);
  const requests = useDocumentRequests(accountId, {
    page,
    perPage,
    ...(status ? { status } : {}),
    ...(workerId ? { workerId } : {}),
    ...(overdue ? { overdue: 'true' as const } : {}),
  });
  const create = useCreateDocumentRequest(accountId);
  return (
    <>
      {canManage && (
        <PanelSection
          title={t('document-requests.create.title')}
          actions={
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setCreating((open) => !open)}
              aria-expanded={creating}
            >
              {t('document-requests.create.open')}
            </Button>
          }
        >
          {creating && (
            <NewDocumentRequestForm
              accountId={accountId}
              isPending={create.isPending}
              error={create.error}
              onSubmit={(input) =>
                // A refusal is shown by the form from `create.error`; success opens the new request.
                create.mutate(input, {
                  onSuccess: async (request) => {
                    notify.success({
                      message: t('document-requests.create.sent', { name: request.workerName }),
                    });
                    await navigate(documentRequestPath(request.id));
                  },
                })
              }
            />
          )}
        </PanelSection>
      )}
      <PanelSection title={t('document-requests.list.title')}>
        <Stack>
          <Group align="flex-end">
            <Select
              label={t('document-requests.list.statusFilter')}
              placeholder={t('document-requests.list.allStatuses')}
              data={documentRequestStatuses.map((value) => ({
                value,
                label: t(`document-requests.statuses.${value}`),
              }))}
              value={status}
              onChange={(value) => {
                setStatus(value as DocumentRequestStatus | null);
                setPage(1);
              }}
              clearable
            />
            <WorkerFilter
              accountId={accountId}
              onChange={(id) => {
                setWorkerId(id);
                setPage(1);
              }}
            />
            <Checkbox
              label={t('document-requests.list.overdueOnly')}
              checked={overdue}
              onChange={(event) => {
                setOverdue(event.currentTarget.checked);
                setPage(1);
              }}
              mb={8}
            />
          </Group>
          <QueryState query={requests} errorTitle={t('document-requests.list.loadError')}>
            {(data) => (
              <Stack>
                <DocumentRequestsTable items={data.items} />
                {data.total > perPage && (
                  <Group justify="center">
                    <Pagination total={Math.ceil(data.total / perPage)} value={page} onChange={setPage} />
                  </Group>
                )}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </PanelSection>
    </>
  );
}

/**
 * /apps/hr/document-requests/list: the account's document requests (overdue marked) and a new one. The app
 * may put another feature's notice above them (`notice`: the tuberculosis surveys waiting for follow-up).
 */
export function DocumentRequestsPage({ notice }: { notice?: (accountId: string) => ReactNode }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('document-requests.list.title')}</PageTitle>
      {accountId && notice?.(accountId)}
      {accountId ? (
        <DocumentRequests key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('document-requests.noAccount')}</Text>
      )}
    </Stack>
  );
}
