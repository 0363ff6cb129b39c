import { Divider, Drawer, Stack, Switch } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './app-layout.module.css';
import { BrandLink } from './brand-link';
import type { NavLinkItem } from './nav-links';
import { useColorSchemeToggle } from './use-color-scheme-toggle';

type MobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  links: NavLinkItem[];
  account: ReactNode;
};

export function MobileMenu({ opened, onClose, links, account }: MobileMenuProps) {
  const { dark, toggle } = useColorSchemeToggle();
  return (
    <Drawer opened={opened} onClose={onClose} size={300} padding="md" title={<BrandLink onNavigate={onClose} />} closeButtonProps={{ 'aria-label': 'Закрыть меню' }}>
      <Stack component="nav" gap={4} aria-label="Разделы">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={classes.mobileLink} onClick={onClose}>
            <link.icon size={20} stroke={1.7} />
            {link.label}
          </Link>
        ))}
      </Stack>
      <Divider my="md" />
      <Stack gap="xs">{account}</Stack>
      <Divider my="md" />
      <Switch label="Тёмная тема" checked={dark} onChange={toggle} size="md" />
    </Drawer>
  );
}
