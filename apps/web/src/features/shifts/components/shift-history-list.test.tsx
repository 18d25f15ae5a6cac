import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShiftHistoryList } from './shift-history-list';

const entry = (state: string, content: string) => ({
  state,
  date: '2026-11-20T08:00:00.000Z',
  processer: 'user-1',
  processerName: 'Anna Agentti',
  content,
});

describe('the shift drawer history', () => {
  // Issue 10: an edit made through the gig (stored as `a,b`) showed its raw field names here.
  it('names the fields a gig edit changed in the UI language, as it does a drawer edit', () => {
    render(
      <MantineProvider env="test">
        <ShiftHistoryList
          history={[entry('updated', 'startsAt,roleType,boost'), entry('updated', 'endsAt, requirements')]}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('(alkuaika, tehtävä, korotus)')).toBeInTheDocument();
    expect(screen.getByText('(loppuaika, vaatimukset)')).toBeInTheDocument();
    expect(screen.queryByText(/startsAt|roleType/)).not.toBeInTheDocument();
  });
});
