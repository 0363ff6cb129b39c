import { Button } from '@mantine/core';
import { IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRegistrationOpen } from '../lib/use-registration-open';

type AccountButtonsProps = {
  /** Registration is the offer ('filled') or one way beside another ('default'). */
  registerVariant?: 'filled' | 'default';
  /** The trainer page registration brings the guest back to (issue 26). */
  returnTo?: string | undefined;
};

/** 'Зарегистрироваться' while registration is open, then 'Войти': a guest's two ways to an account. */
export function AccountButtons({ registerVariant = 'filled', returnTo }: AccountButtonsProps) {
  const registration = useRegistrationOpen();
  return (
    <>
      {registration.open && (
        <Button variant={registerVariant} renderRoot={(props) => <Link to="/register" search={{ redirect: returnTo }} {...props} />} leftSection={<IconUserPlus size={18} />}>
          Зарегистрироваться
        </Button>
      )}
      <Button component={Link} to="/login" variant="default" leftSection={<IconLogin size={18} />}>
        Войти
      </Button>
    </>
  );
}
