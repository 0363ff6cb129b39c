import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Link, Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useRegistrationOpen } from '../../lib/use-registration-open';
import { useSession } from '../../lib/use-session';
import { AccountActions } from './account-actions';
import classes from './app-layout.module.css';
import { BrandLink } from './brand-link';
import { LazyMobileMenu } from './lazy-mobile-menu';
import { headerNavOf, visibleNavLinks } from './nav-links';
import { LazyStaffLinksMenu } from './lazy-staff-links-menu';
import { ThemeToggle } from './theme-toggle';
import { useLogout } from './api/use-logout';

/** `headerActions` come from other features (the notification bell), put beside the theme toggle (docs/decisions/006). */
export function AppLayout({ headerActions }: { headerActions?: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const session = useSession();
  const registration = useRegistrationOpen();
  const { logout, pending } = useLogout();
  const links = visibleNavLinks(session.status === 'signed-in' ? session.user.role : null);
  const headerNav = headerNavOf(links);

  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header className={classes.header}>
        <Group h="100%" px={{ base: 'sm', sm: 'lg' }} justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpened ? 'Закрыть меню' : 'Открыть меню'}
            />
            <BrandLink />
          </Group>
          <Group component="nav" visibleFrom="md" gap={4} wrap="nowrap" aria-label="Основные разделы">
            {headerNav.inline.map((link) => (
              <Link key={link.to} to={link.to} className={classes.link}>
                <link.icon size={18} stroke={1.7} />
                {link.label}
              </Link>
            ))}
            {headerNav.folded.length > 0 && <LazyStaffLinksMenu links={headerNav.folded} />}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerActions}
            <ThemeToggle />
            {wide && (
              <AccountActions session={session} registrationOpen={registration.open} onLogout={logout} loggingOut={pending} />
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <LazyMobileMenu
        opened={menuOpened && !wide}
        onClose={menu.close}
        links={links}
        account={
          <AccountActions
            session={session}
            registrationOpen={registration.open}
            onLogout={() => {
              menu.close();
              logout();
            }}
            loggingOut={pending}
            onNavigate={menu.close}
            stacked
          />
        }
      />
      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
