import { type PoolCandidate, workerSearchMaxLength, workerSearchMinLength } from '@portal/domain/pools';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWorkerSearchText, WorkerSearchInput } from '@/components/worker-search-input';
import { usePoolCandidates } from '../api/find-pool-candidates';
import { useProfessionLabel } from './use-profession-label';

export type AddMemberSearchProps = {
  accountId: string;
  poolId: string;
  isAdding: boolean;
  /** Adds the chosen worker; the search is emptied once it succeeds. */
  onAdd: (candidate: PoolCandidate) => Promise<unknown>;
};

/**
 * "Add member": a labelled search field whose list offers accepted workers of the account, not yet in the
 * pool, whose first or last name starts with what was typed (at least two letters, six at most).
 */
export function AddMemberSearch({ accountId, poolId, isAdding, onAdd }: AddMemberSearchProps) {
  const { t } = useTranslation();
  const professionLabel = useProfessionLabel();
  const { text, setText, query, isLongEnough } = useWorkerSearchText(workerSearchMinLength);
  const candidates = usePoolCandidates(accountId, poolId, query);

  const add = async (candidate: PoolCandidate) => {
    try {
      await onAdd(candidate);
      setText('');
    } catch {
      // The page tells why; what was typed stays.
    }
  };

  return (
    <WorkerSearchInput
      label={t('pools.members.add')}
      description={t('pools.members.addHint', { count: workerSearchMinLength })}
      placeholder={t('pools.members.addPlaceholder')}
      noResults={t('pools.members.noResults')}
      searchError={t('pools.members.searchError')}
      icon={<IconUserPlus size={16} aria-hidden />}
      text={text}
      onTextChange={setText}
      results={candidates}
      isLongEnough={isLongEnough}
      describe={(candidate) =>
        [professionLabel(candidate.profession), candidate.city].filter(Boolean).join(', ')
      }
      onChoose={(candidate) => void add(candidate)}
      busy={isAdding}
      maxLength={workerSearchMaxLength}
      maw={480}
    />
  );
}
