import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastTimeoutMs } from '@portal/domain/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth';
import { LiveQueryRootsProvider } from '@/lib/live-query-roots';
import { liveQueryRoots } from './feature-list';
import { cssVariablesResolver, theme } from './theme';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/** Theme, toasts, server state (with the features' live query roots) and the session, around everything else. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications autoClose={toastTimeoutMs} />
      <QueryClientProvider client={queryClient}>
        <LiveQueryRootsProvider value={liveQueryRoots}>
          <SessionProvider>{children}</SessionProvider>
        </LiveQueryRootsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
