import { PageLoader } from '@/components/page-loader';
import { useSession } from '@/lib/auth';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';

/**
 * The frame of the pages anyone may land on (not-found, not-authorized): the signed-in shell, with its header
 * and menu, for a signed-in user, so a wrong address or a refused page is not a dead end; the public layout
 * otherwise.
 */
export function SessionFrame() {
  const { status } = useSession();
  if (status === 'loading') {
    return <PageLoader />;
  }
  return status === 'signed-in' ? <AppLayout /> : <PublicLayout />;
}
