import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** Home: the default route, which leads to the gigs list (spec section 2). */
const homePath = '/';

/**
 * A full-page message with a way back home: the not-found and not-authorized pages, and a record page whose
 * record does not exist (`QueryState` with a `recordId`). It shows in whatever frame the page is in.
 */
export function ErrorMessagePage({
  title,
  message,
  backLabel,
}: {
  title: string;
  message: string;
  backLabel: string;
}) {
  return (
    <Stack align="center" ta="center" py="xl" gap="sm">
      <PageTitle>{title}</PageTitle>
      <Text>{message}</Text>
      <Button component={Link} to={homePath}>
        {backLabel}
      </Button>
    </Stack>
  );
}
