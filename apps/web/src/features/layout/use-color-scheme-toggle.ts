import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** The scheme on screen and a switch that stores exactly 'light' or 'dark' under the 'theme' key. */
export function useColorSchemeToggle(): { dark: boolean; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  return { dark, toggle: () => setColorScheme(dark ? 'light' : 'dark') };
}
