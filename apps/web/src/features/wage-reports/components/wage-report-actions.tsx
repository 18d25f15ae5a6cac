import { Button, Group, Stack } from '@mantine/core';
import type { WageReportDetail } from '@portal/domain/incomes-register';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PanelSection } from '@/components/panel-section';
import { useCan } from '@/lib/can';
import { notify, notifyFailure } from '@/lib/notify';
import { useWageReportMutations } from '../api/save-wage-report';
import { routeAccess, wageReportPath } from '../wage-reports.paths';
import { DownloadReportButton } from './download-report-button';
import { RegisterAnswerForm } from './register-answer-form';

type Dialog = 'replace' | 'invalidate' | null;

/**
 * What the admin does with a report: download its files, record the register's answer, correct it with a
 * replacement or cancel it (both only for an approved report; the cancellation after a confirmation that it
 * cannot be undone). Only the actions the report's state allows are offered.
 */
export function WageReportActions({ accountId, report }: { accountId: string; report: WageReportDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutations = useWageReportMutations(accountId, report.id);
  const canUpdate = useCan(routeAccess.update);
  const canCreate = useCan(routeAccess.create);
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <PanelSection
        title={t('wage-reports.view.actions')}
        actions={
          <Group gap="xs">
            <DownloadReportButton
              kind="report"
              accountId={accountId}
              reportId={report.id}
              fileName={`${report.reportId}.xml`}
              label={t('wage-reports.view.download')}
            />
            {report.invalidationMade && (
              <DownloadReportButton
                kind="invalidation"
                accountId={accountId}
                reportId={report.id}
                fileName={`${report.reportId}-mitatointi.xml`}
                label={t('wage-reports.view.downloadInvalidation')}
              />
            )}
            {canCreate && report.canReplace && (
              <Button variant="default" onClick={() => setDialog('replace')}>
                {t('wage-reports.replace.button')}
              </Button>
            )}
            {canUpdate && report.canInvalidate && (
              <Button color="red" variant="light" onClick={() => setDialog('invalidate')}>
                {t('wage-reports.invalidate.button')}
              </Button>
            )}
          </Group>
        }
      >
        {canUpdate && (
          <Stack>
            <RegisterAnswerForm
              key={`${report.status}:${report.events.join(',')}`}
              events={report.events}
              isPending={mutations.answer.isPending}
              error={mutations.answer.error}
              onSubmit={(input) =>
                mutations.answer.mutate(input, {
                  onSuccess: () => notify.success({ message: t('wage-reports.answer.recorded') }),
                })
              }
            />
          </Stack>
        )}
      </PanelSection>
      <ConfirmDialog
        opened={dialog === 'replace'}
        title={t('wage-reports.replace.title')}
        message={t('wage-reports.replace.message')}
        confirmLabel={t('wage-reports.replace.confirm')}
        isPending={mutations.replace.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          mutations.replace.mutate(undefined, {
            onSuccess: (replacement) => {
              setDialog(null);
              void navigate(wageReportPath(replacement.id));
            },
            onError: (error) => notifyFailure(error, t('wage-reports.replace.failed')),
          })
        }
      />
      <ConfirmDialog
        opened={dialog === 'invalidate'}
        title={t('wage-reports.invalidate.title')}
        message={t('wage-reports.invalidate.message')}
        confirmLabel={t('wage-reports.invalidate.confirm')}
        isPending={mutations.invalidate.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          mutations.invalidate.mutate(undefined, {
            onSuccess: () => {
              setDialog(null);
              notify.success({ message: t('wage-reports.invalidate.made') });
            },
            onError: (error) => notifyFailure(error, t('wage-reports.invalidate.failed')),
          })
        }
      />
    </>
  );
}
