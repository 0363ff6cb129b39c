import { Button } from '@mantine/core';
import { IconLock, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useRegistrationOpen } from '../lib/use-registration-open';
import { PageNotice } from './page-notice';

/** What a guest sees on a page that needs an account. */
export function SignInNotice({ title, description }: { title: string; description: string }) {
  const registration = useRegistrationOpen();
  return (
    <PageNotice icon={<IconLock size={28} />} title={title} description={description}>
      <Button component={Link} to="/login" leftSection={<IconLogin size={18} />}>
        Войти
      </Button>
      {registration.open && (
        <Button component={Link} to="/register" variant="default" leftSection={<IconUserPlus size={18} />}>
          Регистрация
        </Button>
      )}
    </PageNotice>
  );
}
