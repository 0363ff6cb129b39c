import '@mantine/core/styles/Menu.css';
import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSettings } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import classes from './app-layout.module.css';
import type { NavLinkItem } from './nav-links';

/** The role links of the header in one menu ('Управление'), marked active when one of their screens is open. */
export function StaffLinksMenu({ links }: { links: NavLinkItem[] }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const active = links.some((link) => pathname === link.to || pathname.startsWith(`${link.to}/`));
  return (
    <Menu position="bottom-end" shadow="md" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.link} data-status={active ? 'active' : undefined}>
          <IconSettings size={18} stroke={1.7} />
          Управление
          <IconChevronDown size={14} stroke={1.7} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to} leftSection={<link.icon size={18} stroke={1.7} />}>
            {link.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
