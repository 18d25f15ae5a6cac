import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShiftHistory } from './shift-history';

describe('a gig shift’s history', () => {
  // Issue 10: the gig screen showed an edit's stored text (`startsAt,roleType,boost`) and a boost's.
  it('shows the same translated words as the shift drawer', () => {
    render(
      <MantineProvider env="test">
        <ShiftHistory
          label="Historia"
          updates={[
            {
              state: 'updated',
              date: '2026-11-20T08:00:00.000Z',
              processer: 'user-1',
              processerName: 'Anna Agentti',
              content: 'startsAt,roleType,boost',
            },
            {
              state: 'boosted',
              date: '2026-11-20T09:00:00.000Z',
              processer: 'user-1',
              processerName: 'Anna Agentti',
              content: 'quick 5',
            },
          ]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('(alkuaika, tehtävä, korotus)')).toBeInTheDocument();
    expect(screen.getByText('(Pikamaksu 5 €)')).toBeInTheDocument();
    expect(screen.getByText(/Muokattu/)).toBeInTheDocument();
  });
});
