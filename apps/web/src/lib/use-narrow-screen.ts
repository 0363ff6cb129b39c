import { useMediaQuery } from '@mantine/hooks';

/**
 * Below 768 px (Mantine's sm): a phone, or a tablet held upright. Read on the first render, so a phone
 * never flashes the desktop layout first.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
}
