import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { announceAchievements } from './announce-achievements';
import { LazyNotifications } from './lazy-notifications';
import { readableColorsResolver } from './readable-colors';
import { theme } from './theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: 'theme' });
// A check or a finish may earn achievements: their toasts show wherever the mutation ran.
announceAchievements(queryClient);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColorsResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="auto">
      {/* Top left under the header (and a variant's sticky bar): over what was already read, never over the
          header's controls, a page's own action at the right of its heading, or the next step below the
          one just taken; on a phone the same spot is a full-width strip (docs/decisions/061). */}
      <LazyNotifications position="top-left" limit={3} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
