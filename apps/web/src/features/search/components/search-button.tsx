import { ActionIcon, Tooltip } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResultPaths } from './search-result-paths';

// The dialog and @mantine/spotlight load on first use, never with the page (nor on the login page).
const SearchSpotlight = lazy(async () => ({ default: (await import('./search-spotlight')).SearchSpotlight }));

/** The header's search button; Ctrl+K / ⌘K opens the same dialog from anywhere outside a text field. */
export function SearchButton({ pathOf }: { pathOf: SearchResultPaths }) {
  const { t } = useTranslation();
  // Counts the requests to open: the dialog opens on each new one, also the first, once it has loaded.
  const [openRequests, setOpenRequests] = useState(0);
  const requestOpen = () => setOpenRequests((count) => count + 1);
  useHotkeys([['mod+K', requestOpen]]);

  return (
    <>
      <Tooltip label={t('search.shortcut')}>
        <ActionIcon variant="default" size="lg" aria-label={t('search.open')} onClick={requestOpen}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {openRequests > 0 && (
        <Suspense fallback={null}>
          <SearchSpotlight openRequests={openRequests} pathOf={pathOf} />
        </Suspense>
      )}
    </>
  );
}
