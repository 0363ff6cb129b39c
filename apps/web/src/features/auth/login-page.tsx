import { loginInput } from '@ege/core/identity/user-schemas';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle, IconLogin } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { describeError } from '../../lib/describe-error';
import { useLogin } from './api/use-login';
import { AuthCard } from './auth-card';
import { useSchemaForm } from './use-schema-form';
import { usePageTitle } from '../../lib/use-page-title';
import { messages } from '@ege/core/text/messages';

const wrongCredentialsMessage = messages.wrongCredentials;
const connectionMessage = 'Ошибка соединения. Проверьте интернет-соединение.';

export function LoginPage() {
  usePageTitle('Вход');
  const navigate = useNavigate();
  const form = useSchemaForm(loginInput, { username: '', password: '' });
  const [formError, setFormError] = useState<string | null>(null);
  const login = useLogin({
    onSignedIn: () => {
      void navigate({ to: '/profile' });
    },
    onError: (error) => {
      const described = describeError(error);
      if (described.network) return setFormError(connectionMessage);
      if (described.status === 401) return setFormError(wrongCredentialsMessage);
      if (Object.keys(described.fields).length > 0) return form.setErrors(described.fields);
      setFormError(described.message);
    },
  });

  const submit = form.handleSubmit((data) => {
    setFormError(null);
    login.mutate(data);
  });

  return (
    <AuthCard
      icon={<IconLogin size={26} />}
      title="Вход"
      subtitle="Войдите, чтобы решать задания и следить за прогрессом"
      footer={
        <>
          Нет аккаунта?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Зарегистрироваться
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Имя пользователя"
            placeholder="Имя пользователя или email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="md"
            {...form.inputProps('username')}
          />
          <PasswordInput
            label="Пароль"
            placeholder="Ваш пароль"
            visibilityToggleButtonProps={{ 'aria-label': 'Показать или скрыть пароль' }}
            autoComplete="current-password"
            size="md"
            {...form.inputProps('password')}
          />
          <Button type="submit" size="md" fullWidth loading={login.isPending} mt="xs">
            Войти
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
