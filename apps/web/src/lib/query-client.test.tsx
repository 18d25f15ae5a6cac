import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

function Save({
  inline = false,
  error = new ApiError('FORBIDDEN', 403),
}: {
  inline?: boolean;
  error?: ApiError;
}) {
  const save = useMutation({
    meta: inline ? { showsFailureInline: true } : { failureTitle: 'settings.saveError' },
    mutationFn: () => Promise.reject(error),
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isError ? 'failed' : 'save'}
    </button>
  );
}

function renderSave(inline?: boolean, error?: ApiError) {
  render(
    <MantineProvider env="test">
      <Notifications />
      <QueryClientProvider client={createQueryClient()}>
        <Save inline={inline} {...(error ? { error } : {})} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the default mutation failure handler', () => {
  it('toasts what failed above why', async () => {
    renderSave();
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText(i18next.t('settings.saveError'))).toBeInTheDocument();
    expect(screen.getByText(i18next.t('errors.FORBIDDEN'))).toBeInTheDocument();
  });

  it('fills the reason with the details the server sent', async () => {
    renderSave(false, new ApiError('INTERVIEW_ANSWERS_MISSING', 409, { details: { count: 3 } }));
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(
      await screen.findByText(i18next.t('errors.INTERVIEW_ANSWERS_MISSING', { count: 3 })),
    ).toBeInTheDocument();
    expect(screen.getByText(/\(3 /)).toBeInTheDocument();
  });

  it('stays quiet for a mutation that shows its failure itself', async () => {
    renderSave(true);
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByRole('button', { name: 'failed' })).toBeInTheDocument();
    expect(screen.queryByText(i18next.t('errors.FORBIDDEN'))).not.toBeInTheDocument();
  });
});
