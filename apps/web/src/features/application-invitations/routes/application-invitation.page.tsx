import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useLinkLanguage } from '@/hooks/use-link-language';
import { errorMessageKey } from '@/lib/api-error';
import { currentLocale } from '@/lib/i18n';
import { usePublicApplicationInvitation } from '../api/get-public-application-invitation';
import { jobBoardPath, registerPath } from '../application-invitations.paths';

/**
 * /invite/application/:token (no sign-in, phone first): greets the invited person in the invitation's
 * language and leads into the registration of the ad with the invited address filled in; without an ad,
 * to the job board. Registering with that address uses the invitation up (decision 0055).
 */
export function ApplicationInvitationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const invitation = usePublicApplicationInvitation(token);
  useLinkLanguage(invitation.data?.locale);

  const body = () => {
    if (invitation.isPending) {
      return <PageLoader />;
    }
    if (invitation.isError) {
      return (
        <Alert color="red" variant="light" role="alert">
          {t(errorMessageKey(invitation.error))}
        </Alert>
      );
    }
    const data = invitation.data;
    const greeting = data.firstName
      ? t('application-invitations.page.greetingName', { name: data.firstName })
      : t('application-invitations.page.greeting');
    if (data.status === 'used') {
      return (
        <Alert color="teal" variant="light" role="status">
          {t('application-invitations.page.used')}
        </Alert>
      );
    }
    return (
      <Stack gap="md">
        <Title order={2} size="h3">
          {greeting}
        </Title>
        <Text>
          {data.jobAdTitle
            ? t('application-invitations.page.inviteAd', {
                company: data.accountName,
                title: data.jobAdTitle,
              })
            : t('application-invitations.page.invite', { company: data.accountName })}
        </Text>
        {data.message && (
          <Paper withBorder p="sm" bg="gray.0">
            <Text style={{ whiteSpace: 'pre-line' }}>{data.message}</Text>
          </Paper>
        )}
        <Text size="sm">{t('application-invitations.page.email', { email: data.email })}</Text>
        {data.jobAdId ? (
          <Button
            component={Link}
            to={registerPath(data.jobAdId, currentLocale())}
            state={{ email: data.email }}
            size="md"
          >
            {t('application-invitations.page.apply')}
          </Button>
        ) : (
          <Button component="a" href={jobBoardPath} size="md">
            {t('application-invitations.page.jobBoard')}
          </Button>
        )}
      </Stack>
    );
  };

  return (
    <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" mt={{ base: 0, sm: 'xl' }}>
      <PageTitle>{t('application-invitations.page.title')}</PageTitle>
      {body()}
    </Paper>
  );
}
