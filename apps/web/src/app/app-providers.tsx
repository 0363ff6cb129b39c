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
      {/* Bottom left: never over the header's menu and logo, nor over the trainer's floating button at the
          bottom right; on a phone the same spot is a full-width strip at the bottom (docs/decisions/026). */}
      <LazyNotifications position="bottom-left" limit={3} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
