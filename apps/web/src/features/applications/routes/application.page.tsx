import { Alert, Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ApplicationDetail, ApplicationUpdateInput } from '@portal/domain/recruitment';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { PanelSection } from '@/components/panel-section';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/lib/auth';
import { useCan } from '@/lib/can';
import { notify } from '@/lib/notify';
import { useApplication } from '../api/get-application';
import { useApplicationOptions } from '../api/get-application-options';
import { useUpdateApplication } from '../api/update-application';
import { paths, routeAccess, workerPagePath } from '../applications.paths';
import { ApplicationFacts } from '../components/application-facts';
import { ApplicationForm } from '../components/application-form';
import { valuesOfApplication } from '../components/application-form-values';
import { ApplicationHistory } from '../components/application-history';
import { ApplicationStepBadge } from '../components/application-step-badge';
import { ApplicationStepPanel } from '../components/application-step-panel';
import { AssignToMeButton } from '../components/assign-to-me-button';
import { ConfirmApplicantButton } from '../components/confirm-applicant-button';

/**
 * The parts of the detail other features draw (features do not import each other): the app passes them in
 * (app/application-with-sections.tsx), each given the application. A part not passed takes no room.
 */
export type ApplicationSections = Partial<
  Record<
    'interview' | 'licenceChecks' | 'documents' | 'comments',
    (application: ApplicationDetail) => ReactNode
  >
>;

function EditApplication({ accountId, application }: { accountId: string; application: ApplicationDetail }) {
  const { t } = useTranslation();
  const options = useApplicationOptions(accountId);
  const update = useUpdateApplication(accountId, application.id);
  const recruiters = options.data?.recruiters ?? [];
  const { assignedTo } = application;
  const handleSubmit = async (input: ApplicationUpdateInput) => {
    await update.mutateAsync(input);
    // Spec §8: 'Application updated' (the server answers APPLICATION_UPDATED).
    notify.success({ message: t('applications.detail.saved') });
  };
  return (
    <PanelSection title={t('applications.detail.edit')}>
      <ApplicationForm
        key={application.updatedAt}
        initialValues={valuesOfApplication(application)}
        recruiters={
          assignedTo && !recruiters.some((recruiter) => recruiter.id === assignedTo.id)
            ? [...recruiters, assignedTo]
            : recruiters
        }
        onSubmit={handleSubmit}
      />
    </PanelSection>
  );
}

function Application({
  accountId,
  applicantId,
  sections,
}: {
  accountId: string;
  applicantId: string;
  sections: ApplicationSections;
}) {
  const { t } = useTranslation();
  const application = useApplication(accountId, applicantId);
  const canUpdate = useCan(routeAccess.manage);
  const recruiters = useApplicationOptions(accountId).data?.recruiters ?? [];
  if (application.isPending || application.isError) {
    return (
      <QueryState
        query={application}
        errorTitle={t('applications.detail.loadError')}
        recordId={applicantId}
      />
    );
  }
  const data = application.data;
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm" align="center">
          <PageTitle>{data.fullName}</PageTitle>
          <ApplicationStepBadge step={data.step} />
          {data.confirmed && <Badge color="green">{t('applications.detail.worker')}</Badge>}
        </Group>
        {canUpdate && data.canConfirm && <ConfirmApplicantButton accountId={accountId} application={data} />}
      </Group>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('applications.fields.assignedTo')}: {data.assignedTo?.fullName ?? t('applications.unassigned')}
        </Text>
        {canUpdate && <AssignToMeButton accountId={accountId} application={data} recruiters={recruiters} />}
      </Group>
      {data.confirmed && (
        <Alert color="green" title={t('applications.confirm.confirmed')}>
          {/* A darker blue: the theme's link blue is below 4.5:1 on the green alert (axe, e2e). */}
          <Anchor component={Link} to={workerPagePath(data.id)} c="blue.9">
            {t('applications.detail.openWorker')}
          </Anchor>
        </Alert>
      )}
      <PanelSection title={t('applications.detail.application')}>
        <ApplicationFacts application={data} />
      </PanelSection>
      <ApplicationStepPanel accountId={accountId} application={data} canUpdate={canUpdate} />
      {/* The interview card (features/interviews): templates with question steps, e-mail, recruiter. */}
      {sections.interview && <Stack data-slot="interview">{sections.interview(data)}</Stack>}
      {/* The licence-register checks (features/licence-checks): what the register showed, who, when. */}
      {sections.licenceChecks && <Stack data-slot="licence-checks">{sections.licenceChecks(data)}</Stack>}
      {/* Documents: the applicant's document requests and employment contracts, joined by the app. */}
      {sections.documents && (
        <Stack data-slot="documents">
          <PanelSection title={t('applications.detail.documents')}>{sections.documents(data)}</PanelSection>
        </Stack>
      )}
      {/* Comments that can be resolved (features/application-comments). */}
      {sections.comments && <Stack data-slot="comments">{sections.comments(data)}</Stack>}
      {canUpdate && <EditApplication accountId={accountId} application={data} />}
      <ApplicationHistory accountId={accountId} applicantId={applicantId} />
    </Stack>
  );
}

/**
 * /apps/hr/recruitments/application/:id: the application's fields, its step with the moves open from it,
 * the places of the interview, licence checks, documents and comments, the edit form, the history, and
 * "Confirm as worker". An unknown id shows the not-found page.
 */
export function ApplicationPage({ sections = {} }: { sections?: ApplicationSections }) {
  const { t } = useTranslation();
  const { accountId } = useSession();
  const { id } = useParams();
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={paths.list} size="sm">
        <IconArrowLeft size={14} aria-hidden /> {t('applications.detail.back')}
      </Anchor>
      {accountId && id ? (
        <Application key={`${accountId}:${id}`} accountId={accountId} applicantId={id} sections={sections} />
      ) : (
        <Text>{t('applications.noAccount')}</Text>
      )}
    </Stack>
  );
}
