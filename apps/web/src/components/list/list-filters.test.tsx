import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setScreenWidth } from '@/testing/screen-width';
import { countActiveFilters, ListFilters } from './list-filters';

function renderFilters(activeCount: number) {
  render(
    <MantineProvider env="test">
      <ListFilters search={<TextInput label="Hae" />} activeCount={activeCount}>
        <TextInput label="Alue" />
        <TextInput label="Tila" />
      </ListFilters>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('list filters', () => {
  it('folds the filters into a drawer on a phone, the search and the count of filters in use staying on screen', async () => {
    setScreenWidth(390);
    const user = renderFilters(2);
    expect(screen.getByLabelText('Hae')).toBeVisible();
    expect(screen.queryByLabelText('Alue')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Suodattimet (2)' });

    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Suodattimet' });
    expect(within(drawer).getByLabelText('Alue')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Näytä tulokset' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the button without a count when no filter is in use', () => {
    setScreenWidth(390);
    renderFilters(0);
    expect(screen.getByRole('button', { name: 'Suodattimet' })).toBeInTheDocument();
  });

  it('shows every filter as it is on a wide screen', () => {
    renderFilters(2);
    expect(screen.getByLabelText('Alue')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suodattimet/ })).not.toBeInTheDocument();
  });

  it('counts the filters that have a value', () => {
    expect(
      countActiveFilters({ state: 'open', areaId: '', from: undefined, text: 'x' }, [
        'state',
        'areaId',
        'from',
      ]),
    ).toBe(1);
  });
});
