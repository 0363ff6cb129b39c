import { Avatar, Button, Skeleton } from '@mantine/core';
import { IconLogin, IconLogout, IconUserPlus } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { parseReturnPath } from '../../lib/return-path';
import type { Session } from '../../lib/use-session';
import classes from './app-layout.module.css';

type AccountActionsProps = {
  session: Session;
  registrationOpen: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  onNavigate?: () => void;
  stacked?: boolean;
};

/** The sign-in links or, once signed in, the profile link and 'Выйти' (SPEC §2 Header navigation). */
export function AccountActions({ session, registrationOpen, onLogout, loggingOut, onNavigate, stacked = false }: AccountActionsProps) {
  // A guest registering from a trainer page comes back to it (issue 26).
  const returnTo = parseReturnPath(useLocation({ select: (location) => location.pathname }));
  if (session.status === 'loading') return <Skeleton height={34} width={stacked ? '100%' : 160} radius="xl" />;

  if (session.status === 'signed-out') {
    return (
      <>
        <Button component={Link} to="/login" variant={stacked ? 'default' : 'subtle'} leftSection={<IconLogin size={18} />} onClick={onNavigate} fullWidth={stacked}>
          Вход
        </Button>
        {registrationOpen && (
          <Button renderRoot={(props) => <Link to="/register" search={{ redirect: returnTo }} {...props} />} leftSection={<IconUserPlus size={18} />} onClick={onNavigate} fullWidth={stacked}>
            Регистрация
          </Button>
        )}
      </>
    );
  }

  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <>
      <Link to="/profile" className={classes.userLink} onClick={onNavigate} title="Профиль">
        <Avatar src={user?.avatar ?? null} alt="" size={30} color="indigo" radius="xl">
          {user?.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <span className={classes.userName}>{user?.username ?? 'Профиль'}</span>
      </Link>
      <Button variant="default" leftSection={<IconLogout size={18} />} onClick={onLogout} loading={loggingOut} fullWidth={stacked}>
        Выйти
      </Button>
    </>
  );
}
