import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useColorSchemeToggle } from './use-color-scheme-toggle';
import { useThemeColorMeta } from './use-theme-color-meta';

export function ThemeToggle() {
  const { dark, toggle } = useColorSchemeToggle();
  useThemeColorMeta(dark);
  const label = dark ? 'Включить светлую тему' : 'Включить тёмную тему';
  return (
    <ActionIcon variant="default" size="lg" radius="md" onClick={toggle} aria-label={label} title={label}>
      {dark ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
    </ActionIcon>
  );
}
