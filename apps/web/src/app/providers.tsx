import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastTimeoutMs } from '@portal/domain/shared/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SessionProvider } from '@/lib/auth';
import { cssVariablesResolver, theme } from './theme';

export type AppProvidersProps = {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
};

/** Theme, toasts, server state and the session, around everything else. */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={env}>
      <Notifications autoClose={toastTimeoutMs} />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>{children}</SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
