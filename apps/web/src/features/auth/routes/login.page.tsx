import { Alert, Button, Paper, Stack } from '@mantine/core';
import { homePathOf } from '@portal/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { safeRedirectTarget } from '@/features/auth/auth.paths';
import { useSession } from '@/lib/auth';
import { LoginForm } from '../components/login-form';
import { LoginLinkForm } from '../components/login-link-form';
import { useLoginLinkToken } from '../components/use-login-link-token';

type LoginMode = 'password' | 'link';

/** Sign-in page: password or e-mailed link; a signed-in user is sent on to where they were going. */
export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>('password');
  const linkToken = useLoginLinkToken();

  if (session.status === 'signed-in' && session.role) {
    const target = safeRedirectTarget(searchParams.get('redirect')) ?? homePathOf(session.role);
    return <Navigate to={target} replace />;
  }

  return (
    <Paper withBorder shadow="sm" p="xl" maw={420} mx="auto" mt="xl">
      <PageTitle>{t('auth.login.title')}</PageTitle>
      {session.status === 'loading' || linkToken.isVerifying ? (
        <PageLoader />
      ) : (
        <Stack>
          {linkToken.errorKey && (
            <Alert color="red" variant="light">
              {t(linkToken.errorKey)}
            </Alert>
          )}
          {mode === 'password' ? <LoginForm /> : <LoginLinkForm />}
          <Button
            variant="subtle"
            type="button"
            onClick={() => setMode(mode === 'password' ? 'link' : 'password')}
          >
            {mode === 'password' ? t('auth.login.useLink') : t('auth.login.usePassword')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
