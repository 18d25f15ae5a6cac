import { Button, Container, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

/** Shown when a page fails to load or render (for example a chunk missing after a deployment). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="sm" py="xl">
      <Stack align="center" ta="center">
        <PageTitle>{t('routeError.title')}</PageTitle>
        <Text>{t('routeError.message')}</Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Container>
  );
}
