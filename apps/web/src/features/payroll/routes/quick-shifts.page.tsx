import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { businessDayOnOrAfter, type QuickPayTab, quickPayTabs } from '@portal/domain/payroll';
import { addDays, helsinkiDayKey } from '@portal/domain/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { DateField } from '@/components/date-field';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { errorMessageKey } from '@/lib/api-error';
import { useSession } from '@/lib/auth';
import { useQuickShifts } from '../api/get-payroll';
import { useSendQuickShifts } from '../api/save-payroll';
import { QuickListActions } from '../components/quick-list-actions';
import { QuickShiftsTable } from '../components/quick-shifts-table';
import { quickShiftsPath } from '../payroll.paths';

const isTab = (value: string | undefined): value is QuickPayTab =>
  (quickPayTabs as readonly string[]).includes(value ?? '');

function PendingTab({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const shifts = useQuickShifts(accountId, 'pending');
  const send = useSendQuickShifts(accountId);
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [paymentDate, setPaymentDate] = useState(() =>
    businessDayOnOrAfter(addDays(helsinkiDayKey(new Date()), 1)),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const label = t('payroll.quick.table', { tab: t('payroll.quick.tabs.pending') });
  return (
    <QueryState query={shifts} errorTitle={t('payroll.list.loadError')}>
      {(data) => (
        <Stack>
          <QuickShiftsTable
            label={label}
            shifts={data.shifts}
            picked={picked}
            onPick={(id, on) =>
              setPicked((current) => {
                const next = new Set(current);
                on ? next.add(id) : next.delete(id);
                return next;
              })
            }
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          )}
          {data.shifts.length > 0 && (
            <Group align="flex-end">
              <DateField
                label={t('payroll.quick.paymentDate')}
                value={paymentDate}
                onChange={setPaymentDate}
              />
              <Button
                disabled={picked.size === 0}
                loading={send.isPending}
                onClick={() => {
                  setRefusal(null);
                  send.mutate(
                    { shiftIds: [...picked], ...(paymentDate ? { paymentDate } : {}) },
                    {
                      onSuccess: () => setPicked(new Set()),
                      onError: (error) => setRefusal(t(errorMessageKey(error))),
                    },
                  );
                }}
              >
                {t('payroll.quick.send', { count: picked.size })}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function ListsTab({ accountId, tab }: { accountId: string; tab: 'sent' | 'paying' }) {
  const { t } = useTranslation();
  const shifts = useQuickShifts(accountId, tab);
  return (
    <QueryState query={shifts} errorTitle={t('payroll.list.loadError')}>
      {(data) => (
        <Stack>
          {data.lists.length > 0 && (
            <PanelSection title={t('payroll.quick.listsTitle')}>
              <Stack>
                {data.lists.map((list) => (
                  <QuickListActions key={list.id} accountId={accountId} list={list} />
                ))}
              </Stack>
            </PanelSection>
          )}
          <QuickShiftsTable
            label={t('payroll.quick.table', { tab: t(`payroll.quick.tabs.${tab}`) })}
            shifts={data.shifts}
          />
        </Stack>
      )}
    </QueryState>
  );
}

/** /apps/pay-&-billing/quick-shifts/:tab: quick-boosted verified shifts, Pending → Sent → Paying → paid. */
export function QuickShiftsPage() {
  const { t } = useTranslation();
  const { tab: param } = useParams();
  const navigate = useNavigate();
  const { accountId } = useSession();
  const tab: QuickPayTab = isTab(param) ? param : 'pending';
  return (
    <Stack>
      <PageTitle>{t('payroll.quick.title')}</PageTitle>
      {accountId ? (
        <Tabs
          value={tab}
          onChange={(value) => isTab(value ?? '') && void navigate(quickShiftsPath(value as QuickPayTab))}
          keepMounted={false}
        >
          <Tabs.List>
            {quickPayTabs.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`payroll.quick.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="pending" pt="md">
            <PendingTab key={accountId} accountId={accountId} />
          </Tabs.Panel>
          <Tabs.Panel value="sent" pt="md">
            <ListsTab key={accountId} accountId={accountId} tab="sent" />
          </Tabs.Panel>
          <Tabs.Panel value="paying" pt="md">
            <ListsTab key={accountId} accountId={accountId} tab="paying" />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Text>{t('payroll.noAccount')}</Text>
      )}
    </Stack>
  );
}
