import { registerInput } from '@ege/core/identity/user-schemas';
import { Alert, Anchor, Button, Center, Loader, PasswordInput, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconCheck, IconLock, IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useRegistrationOpen } from '../../lib/use-registration-open';
import { useClaimGuestAttempts } from './api/use-claim-guest-attempts';
import { useRegister } from './api/use-register';
import { AuthCard } from './auth-card';
import { useSchemaForm } from './use-schema-form';
import { usePageTitle } from '../../lib/use-page-title';
import { messages } from '@ege/core/text/messages';

const toggleProps = { 'aria-label': 'Показать или скрыть пароль' };

/** returnTo: the trainer page a guest came from (issue 26); else /profile, as SPEC §2 says. */
export function RegisterPage({ returnTo }: { returnTo?: string | undefined }) {
  usePageTitle('Регистрация');
  const navigate = useNavigate();
  const guestAttempts = useClaimGuestAttempts();
  const registration = useRegistrationOpen();
  const form = useSchemaForm(registerInput, { username: '', email: '', password: '', confirmPassword: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const register = useRegister({
    onSignedIn: () => {
      // One line, no title: on a phone it fits between the header and the profile's 'Начать тренировку' (decision 061).
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: 'Регистрация и вход успешны!' });
      void guestAttempts.claim().then(() => (returnTo === undefined ? navigate({ to: '/profile' }) : navigate({ to: '.', href: returnTo })));
    },
    onError: (error) => {
      const described = describeError(error);
      if (described.network) return setFormError('Ошибка сети при регистрации');
      if (Object.keys(described.fields).length > 0) return form.setErrors(described.fields);
      setFormError(described.message || 'Ошибка регистрации');
    },
  });

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    register.mutate(data);
  });

  const footer = (
    <>
      Уже есть аккаунт?{' '}
      <Anchor component={Link} to="/login" fw={600}>
        Войти
      </Anchor>
    </>
  );

  return (
    <AuthCard icon={<IconUserPlus size={26} />} title="Регистрация" subtitle="Создайте аккаунт, чтобы сохранять прогресс и решать варианты" footer={footer}>
      {!registration.checked ? (
        <Center py="xl">
          <Loader role="status" aria-label="Проверяем, открыта ли регистрация" />
        </Center>
      ) : !registration.open ? (
        <Alert color="yellow" variant="light" icon={<IconLock size={20} />} title={messages.registrationDisabled} role="status">
          Новые аккаунты сейчас не создаются. Если у вас уже есть аккаунт, просто войдите.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {formError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {formError}
              </Alert>
            )}
            <TextInput
              label="Имя пользователя"
              description="От 3 символов: буквы, цифры и @ . + - _"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              size="md"
              {...form.inputProps('username')}
            />
            <TextInput
              label="Email"
              type="email"
              placeholder="you@example.ru"
              autoComplete="email"
              size="md"
              {...form.inputProps('email')}
            />
            <PasswordInput
              label="Пароль"
              description="Не менее 8 символов"
              autoComplete="new-password"
              size="md"
              visibilityToggleButtonProps={toggleProps}
              {...form.inputProps('password')}
            />
            <PasswordInput
              label="Повторите пароль"
              autoComplete="new-password"
              size="md"
              visibilityToggleButtonProps={toggleProps}
              {...form.inputProps('confirmPassword')}
            />
            <Button type="submit" size="md" fullWidth loading={register.isPending} mt="xs">
              Зарегистрироваться
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
