import { describe, expect, it } from 'vitest';
import { exportPageSize, fetchAllPages } from './fetch-all-pages';

describe('reading a whole list for an export', () => {
  it('asks for pages of the largest size until the total is read, each row once', async () => {
    const rows = Array.from({ length: 230 }, (_, index) => ({ id: `row-${index}` }));
    const asked: [number, number][] = [];
    const all = await fetchAllPages(
      async (page, perPage) => {
        asked.push([page, perPage]);
        // Rows added meanwhile push the last row of a page onto the next one as well: it is kept once.
        const start = (page - 1) * perPage - (page > 1 ? 1 : 0);
        return { items: rows.slice(start, start + perPage), total: rows.length };
      },
      (row) => row.id,
    );
    expect(asked).toEqual([
      [1, exportPageSize],
      [2, exportPageSize],
      [3, exportPageSize],
    ]);
    expect(all).toHaveLength(230);
  });

  it('reads pages of the size a list with smaller pages allows (invoices: 50)', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({ id: `row-${index}` }));
    const asked: number[] = [];
    const all = await fetchAllPages(
      async (page, perPage) => {
        asked.push(perPage);
        return { items: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
      },
      (row) => row.id,
      50,
    );
    expect(asked).toEqual([50, 50, 50]);
    expect(all).toHaveLength(120);
  });

  it('stops at an empty list', async () => {
    let calls = 0;
    const all = await fetchAllPages(
      async () => {
        calls += 1;
        return { items: [], total: 0 };
      },
      (row: { id: string }) => row.id,
    );
    expect(all).toEqual([]);
    expect(calls).toBe(1);
  });
});
