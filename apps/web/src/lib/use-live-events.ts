import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from './api-client';
import { useSession } from './auth';
import { connectLiveEvents, createLiveInvalidator } from './live-events';
import { useLiveQueryRoots } from './live-query-roots';
import { localTokenStore } from './storage';

/**
 * Keeps the live events stream open while someone is signed in and refreshes the queries each change
 * makes stale (see live-events.ts for the query key convention). Mounted once, in the signed-in shell.
 */
export function useLiveEvents(): void {
  const queryClient = useQueryClient();
  const liveQueryRoots = useLiveQueryRoots();
  const { status } = useSession();
  const isSignedIn = status === 'signed-in';

  useEffect(() => {
    if (!isSignedIn) {
      return;
    }
    const invalidator = createLiveInvalidator(queryClient, liveQueryRoots);
    const connection = connectLiveEvents({
      getAccessToken: localTokenStore.getAccessToken,
      renewAccessToken: apiClient.renewAccessToken,
      onChange: invalidator.change,
      onReconnect: invalidator.everything,
    });
    return () => {
      connection.close();
      invalidator.dispose();
    };
  }, [isSignedIn, queryClient, liveQueryRoots]);
}
