import { act, renderHook, waitFor } from '@testing-library/react';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSearchListParams } from './use-search-list-params';
import { useTabParam } from './use-tab-param';

const listSchema = z.object({
  search: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).default(10),
});

// The app runs on a data router (createBrowserRouter), whose navigation state the hooks read: so do these.
const Slot = createContext<ReactNode>(null);
function SlotOutlet() {
  return <>{useContext(Slot)}</>;
}

function inRouter(createRouter: () => ReturnType<typeof createMemoryRouter>) {
  return function InRouter({ children }: { children: ReactNode }) {
    const [router] = useState(createRouter);
    return (
      <Slot.Provider value={children}>
        <RouterProvider router={router} />
      </Slot.Provider>
    );
  };
}

function inRouterAt(path: string) {
  return inRouter(() =>
    createMemoryRouter([{ path: '*', element: <SlotOutlet /> }], { initialEntries: [path] }),
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

  it('drops a search written while the user is already on the way to another page', async () => {
    let finishLoading = () => {};
    const detailLoads = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const made: { router?: ReturnType<typeof createMemoryRouter> } = {};
    const routes: RouteObject[] = [
      { path: '/list', element: <SlotOutlet /> },
      { path: '/detail', loader: () => detailLoads.then(() => null), element: <p>detail</p> },
    ];
    const { result } = renderHook(() => useSearchListParams(listSchema), {
      wrapper: inRouter(() => {
        made.router = createMemoryRouter(routes, { initialEntries: ['/list'] });
        return made.router;
      }),
    });
    // A row is clicked: the detail page is loading when the debounced search fires.
    act(() => {
      void made.router?.navigate('/detail');
    });
    act(() => result.current.setSearch('koivu'));
    await act(async () => {
      finishLoading();
      await detailLoads;
    });
    await waitFor(() => expect(made.router?.state.location.pathname).toBe('/detail'));
    expect(made.router?.state.location.search).toBe('');
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
