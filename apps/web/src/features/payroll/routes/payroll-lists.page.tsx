import { Group, Pagination, Stack, Text } from '@mantine/core';
import { payrollListPageSize } from '@portal/domain/payroll';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { usePayrollLists } from '../api/get-payroll';
import { useCreatePayrollList } from '../api/save-payroll';
import { NewPayrollListForm } from '../components/new-payroll-list-form';
import { PayrollListsTable } from '../components/payroll-lists-table';
import { payrollListPath, routeAccess } from '../payroll.paths';

function PayrollLists({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const lists = usePayrollLists(accountId, { page, perPage: payrollListPageSize });
  const create = useCreatePayrollList(accountId);
  const canCreate = useCan(routeAccess.create);
  return (
    <>
      {canCreate && (
        <NewPayrollListForm
          isPending={create.isPending}
          onSubmit={async (input) => {
            const list = await create.mutateAsync(input);
            await navigate(payrollListPath(list.id));
          }}
        />
      )}
      <PanelSection title={t('payroll.lists.title')}>
        <QueryState query={lists} errorTitle={t('payroll.lists.loadError')}>
          {(data) => (
            <Stack>
              <PayrollListsTable items={data.items} />
              {data.total > payrollListPageSize && (
                <Group justify="center">
                  <Pagination
                    total={Math.ceil(data.total / payrollListPageSize)}
                    value={page}
                    onChange={setPage}
                  />
                </Group>
              )}
            </Stack>
          )}
        </QueryState>
      </PanelSection>
    </>
  );
}

/** /apps/pay-&-billing/payroll-lists/list: the pay periods, newest payment date first, and a new one. */
export function PayrollListsPage() {
  const { t } = useTranslation();
  const { accountId } = useSession();
  return (
    <Stack>
      <PageTitle>{t('payroll.lists.title')}</PageTitle>
      {accountId ? (
        <PayrollLists key={accountId} accountId={accountId} />
      ) : (
        <Text>{t('payroll.noAccount')}</Text>
      )}
    </Stack>
  );
}
