/** The largest page the list APIs answer (`maxPerPage` of the domain's paging). */
export const exportPageSize = 100;

// 100 pages of 100: far beyond any account's list today; a runaway loop stops here.
const maxPages = 100;

type Page<T> = { items: readonly T[]; total: number };

/**
 * Every row of a list with its current filters, read page by page through the list's own API (the same
 * contract, access rules and filters as the screen). Rows that moved to the next page while it was read
 * are kept once. A list whose API answers smaller pages (invoices: 50) passes its largest page.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<Page<T>>,
  idOf: (row: T) => string,
  pageSize: number = exportPageSize,
): Promise<T[]> {
  const rows = new Map<string, T>();
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await fetchPage(page, pageSize);
    for (const row of answer.items) {
      rows.set(idOf(row), row);
    }
    if (answer.items.length < pageSize || page * pageSize >= answer.total) {
      break;
    }
  }
  return [...rows.values()];
}
