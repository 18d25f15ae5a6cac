import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfirmationHistory } from './confirmation-history';

describe('a confirmation’s history', () => {
  // Issue 10: the confirmation showed an edit's stored text (`startsAt,roleType,boost`).
  it('shows the same translated words as the shift drawer', () => {
    render(
      <MantineProvider env="test">
        <ConfirmationHistory
          updates={[
            {
              state: 'updated',
              date: '2026-11-20T08:00:00.000Z',
              processer: 'user-1',
              processerName: 'Anna Agentti',
              content: 'startsAt,roleType,boost',
            },
            {
              state: 'confirmed',
              date: '2026-11-21T08:00:00.000Z',
              processer: 'user-1',
              processerName: 'Anna Agentti',
              content: '20.11.2026 07:00–20.11.2026 15:00 · 30 min · 7.5 h · 12 km · sick_day',
            },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('alkuaika, tehtävä, korotus')).toBeInTheDocument();
    expect(screen.getByText(/· Sairauspäivä$/)).toBeInTheDocument();
    expect(screen.getByText('Muokattu')).toBeInTheDocument();
  });
});
