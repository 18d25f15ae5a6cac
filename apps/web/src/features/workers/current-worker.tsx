import { createContext, type ReactNode, useContext } from 'react';

/** The worker the detail page shows, as panels composed into it (blocks, contracts, messages) need it. */
export type CurrentWorker = {
  id: string;
  accountId: string;
  fullName: string;
  email: string;
  mobile: string | null;
  confirmed: boolean;
};

const CurrentWorkerContext = createContext<CurrentWorker | null>(null);

/** Gives `children` the worker loaded by the worker detail page. */
export function CurrentWorkerProvider({ worker, children }: { worker: CurrentWorker; children: ReactNode }) {
  return <CurrentWorkerContext.Provider value={worker}>{children}</CurrentWorkerContext.Provider>;
}

/**
 * The worker of the detail page (`/apps/hr/personels/edit/:id`). Panels rendered as the page's children
 * call it; it throws outside the page, where there is no worker.
 */
export function useCurrentWorker(): CurrentWorker {
  const worker = useContext(CurrentWorkerContext);
  if (!worker) {
    throw new Error('useCurrentWorker is used outside the worker detail page');
  }
  return worker;
}
