import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSearchListParams } from './use-search-list-params';
import { useTabParam } from './use-tab-param';

const listSchema = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).default(10),
});

function inRouterAt(path: string) {
  return ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
}

describe('list filters in the address', () => {
  it('sets trimmed filters, drops emptied ones and starts again from the first page', () => {
    const { result } = renderHook(
      () => ({ list: useSearchListParams(listSchema), location: useLocation() }),
      { wrapper: inRouterAt('/list?areaId=a1&state=open&page=3') },
    );
    expect(result.current.list.query.page).toBe(3);
    act(() => result.current.list.setFilters({ areaId: ' a2 ', state: '', from: null }));
    expect(result.current.location.search).toBe('?areaId=a2');
    act(() => result.current.list.setSearch('  koivu '));
    expect(result.current.location.search).toBe('?areaId=a2&search=koivu');
  });
});

describe('tab in the address', () => {
  const tabs = ['mail', 'sms'] as const;

  it('shows the fallback for an unknown tab; switching tabs starts from the first page', () => {
    const { result } = renderHook(() => ({ tab: useTabParam(tabs, 'mail'), location: useLocation() }), {
      wrapper: inRouterAt('/outbox?tab=fax&page=2'),
    });
    expect(result.current.tab[0]).toBe('mail');
    act(() => result.current.tab[1]('sms'));
    expect(result.current.tab[0]).toBe('sms');
    expect(result.current.location.search).toBe('?tab=sms');
    act(() => result.current.tab[1]('mail'));
    expect(result.current.location.search).toBe('?tab=mail');
  });

  it('leaves the fallback tab out of the address when asked to', () => {
    const { result } = renderHook(
      () => ({ tab: useTabParam(tabs, 'mail', { omitFallback: true }), location: useLocation() }),
      { wrapper: inRouterAt('/outbox?tab=sms&page=2') },
    );
    act(() => result.current.tab[1]('mail'));
    expect(result.current.tab[0]).toBe('mail');
    expect(result.current.location.search).toBe('');
  });
});
