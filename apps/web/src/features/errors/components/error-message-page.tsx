import { Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/features/errors/errors.paths';

/** A full-page message with a way back home. */
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
      <Button component={Link} to={paths.root}>
        {backLabel}
      </Button>
    </Stack>
  );
}
