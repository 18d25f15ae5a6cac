import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px): a phone. Lists show cards and fold their filters into a
 * drawer there. Read at once (no server rendering), so a phone never draws the wide table first.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
