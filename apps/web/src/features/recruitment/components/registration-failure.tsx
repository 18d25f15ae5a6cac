import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessageKey } from '@/lib/api-error';

/** A refusal of a registration step, translated; a wrong code's message says the tries left. */
export function RegistrationFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const details = error instanceof ApiError ? error.details : undefined;
  return (
    <Alert color="red" variant="light" role="alert">
      {t(errorMessageKey(error), { attemptsLeft: '', field: '', ...details })}
    </Alert>
  );
}
