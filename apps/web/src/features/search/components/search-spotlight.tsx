import '@mantine/spotlight/styles.css';
import { Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { globalSearchMinLength, type SearchHit, searchKinds } from '@portal/domain/search';
import {
  IconBuildingHospital,
  IconCalendarEvent,
  IconSearch,
  IconUser,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/auth';
import { useAccountSearch } from '../api/search-account';
import type { SearchResultPaths } from './search-result-paths';

const [searchStore, searchSpotlight] = createSpotlight();
/** Typing pauses this long before the search asks the server. */
const typingPauseMs = 200;

const kindIcons = {
  worker: IconUser,
  gig: IconCalendarEvent,
  area: IconBuildingHospital,
  pool: IconUsersGroup,
} as const;

/**
 * The search dialog (@mantine/spotlight): hits grouped by kind, arrows to choose, Enter to open. Opens on
 * each new `openRequests` count (the header button and Ctrl+K count up); its own shortcut is off, so the
 * key works before this module has loaded.
 */
export function SearchSpotlight({
  openRequests,
  pathOf,
}: {
  openRequests: number;
  pathOf: SearchResultPaths;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { accountId } = useSession();
  const [query, setQuery] = useState('');
  const [debouncedQuery] = useDebouncedValue(query, typingPauseMs);
  const search = useAccountSearch(accountId, debouncedQuery);

  useEffect(() => {
    if (openRequests > 0) {
      searchSpotlight.open();
    }
  }, [openRequests]);

  const hits = query.trim().length >= globalSearchMinLength ? (search.data?.items ?? []) : [];
  const open = (hit: SearchHit) => void navigate(pathOf[hit.kind](hit.id));
  const groups = searchKinds
    .map((kind) => ({ kind, hits: hits.filter((hit) => hit.kind === kind) }))
    .filter((group) => group.hits.length > 0);

  return (
    <Spotlight.Root
      store={searchStore}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={480}
      title={t('search.title')}
    >
      <Spotlight.Search
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList>
        {groups.map((group) => {
          const Icon = kindIcons[group.kind];
          return (
            // The group's label is drawn by CSS (Mantine), so the group is named for screen readers too.
            <Spotlight.ActionsGroup
              key={group.kind}
              label={t(`search.kinds.${group.kind}`)}
              role="group"
              aria-label={t(`search.kinds.${group.kind}`)}
            >
              {group.hits.map((hit) => (
                <Spotlight.Action
                  key={hit.id}
                  label={hit.title}
                  description={hit.detail ?? undefined}
                  leftSection={<Icon size={18} aria-hidden />}
                  onClick={() => open(hit)}
                />
              ))}
            </Spotlight.ActionsGroup>
          );
        })}
        {groups.length === 0 && (
          <Spotlight.Empty>
            <Text size="sm">{emptyText()}</Text>
          </Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );

  function emptyText(): string {
    if (query.trim().length < globalSearchMinLength) {
      return t('search.tooShort', { count: globalSearchMinLength });
    }
    if (search.isError) {
      return t('search.failed');
    }
    return search.isFetching || debouncedQuery !== query ? t('search.searching') : t('search.nothingFound');
  }
}
