import type { WorkerBlock } from '@portal/domain/worker-blocks';
import { useTranslation } from 'react-i18next';

/** "Valitut alueet: A, B" / "Kaikki tilin alueet" / "Koko sovellus". */
export function useBlockScopeLabel() {
  const { t } = useTranslation();
  return (block: Pick<WorkerBlock, 'scope' | 'areas'>): string =>
    block.scope === 'areas'
      ? t('worker-blocks.scopeWithAreas', { areas: block.areas.map((area) => area.name).join(', ') })
      : t(`worker-blocks.scopes.${block.scope}`);
}
