import { Anchor, Badge, MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from '@/hooks/use-row-selection';
import { setScreenWidth } from '@/testing/screen-width';
import { DataTable } from './data-table';
import { columnSort, type ListColumn } from './list-column';

type Shift = { id: string; title: string; area: string; state: string };

const shifts: Shift[] = [
  { id: 's1', title: 'Aamuvuoro', area: 'Koivula', state: 'Vahvistettu' },
  { id: 's2', title: 'Yövuoro', area: 'Malmi', state: 'Hyväksytty' },
];

function ShiftList({ selectable = false }: { selectable?: boolean }) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const sort = params.get('sort') ?? 'start_desc';
  const onSort = (value: string) => setParams({ sort: value });
  const selection = useRowSelection(shifts, (shift) => shift.id);
  const columns: ListColumn<Shift>[] = [
    {
      key: 'title',
      header: 'Vuoro',
      card: 'title',
      cell: (shift) => <Anchor href={`/view/${shift.id}`}>{shift.title}</Anchor>,
    },
    {
      key: 'area',
      header: 'Alue',
      sort: columnSort(sort, { ascending: 'area' }, onSort),
      cell: (s) => s.area,
    },
    {
      key: 'start',
      header: 'Alkaa',
      sort: columnSort(sort, { ascending: 'start_asc', descending: 'start_desc' }, onSort, 'descending'),
      cell: () => '10.11.2026',
    },
    { key: 'state', header: 'Tila', card: 'status', cell: (shift) => <Badge>{shift.state}</Badge> },
  ];
  return (
    <>
      <DataTable
        rows={shifts}
        columns={columns}
        rowId={(shift) => shift.id}
        label="Vahvistukset"
        selection={selectable ? { state: selection, rowLabel: (shift) => shift.title } : undefined}
      />
      <output aria-label="osoite">{location.search}</output>
      <output aria-label="valitut">{selection.selectedIds.join(',')}</output>
    </>
  );
}

function renderList(path = '/list', selectable = false) {
  render(
    <MantineProvider env="test">
      <MemoryRouter initialEntries={[path]}>
        <ShiftList selectable={selectable} />
      </MemoryRouter>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('list table', () => {
  it('sorts by a header button, keeps the order in the address and tells it with aria-sort', async () => {
    const user = renderList();
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Alkaa')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Alue')).toHaveAttribute('aria-sort', 'none');
    expect(header('Vuoro')).not.toHaveAttribute('aria-sort');

    await user.click(within(header('Alkaa')).getByRole('button', { name: 'Alkaa' }));
    expect(screen.getByLabelText('osoite')).toHaveTextContent('?sort=start_asc');
    expect(header('Alkaa')).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(header('Alue')).getByRole('button', { name: 'Alue' }));
    expect(screen.getByLabelText('osoite')).toHaveTextContent('?sort=area');
    expect(header('Alue')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Alkaa')).toHaveAttribute('aria-sort', 'none');
  });

  it('shows each row as a card with its title, status and labelled fields on a phone', () => {
    setScreenWidth(390);
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Vahvistukset' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [first] = cards as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'Aamuvuoro' })).toHaveAttribute('href', '/view/s1');
    expect(within(first).getByText('Vahvistettu')).toBeInTheDocument();
    expect(within(first).getByText('Alue').tagName).toBe('DT');
    expect(within(first).getByText('Koivula').tagName).toBe('DD');
  });

  it('keeps the table on a wide screen', () => {
    setScreenWidth(1280);
    renderList();
    expect(screen.getByRole('table', { name: 'Vahvistukset' })).toBeInTheDocument();
  });

  it('selects rows one by one or all at once, in the table and on cards', async () => {
    const user = renderList('/list', true);
    await user.click(screen.getByRole('checkbox', { name: 'Valitse Yövuoro' }));
    expect(screen.getByLabelText('valitut')).toHaveTextContent('s2');
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki tämän sivun rivit' }));
    expect(screen.getByLabelText('valitut')).toHaveTextContent('s1,s2');
    await user.click(screen.getByRole('checkbox', { name: 'Valitse kaikki tämän sivun rivit' }));
    expect(screen.getByLabelText('valitut')).toBeEmptyDOMElement();
  });
});
