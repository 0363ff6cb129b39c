import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconDevices } from '@tabler/icons-react';
import { describeError } from '../../lib/describe-error';
import { useLogoutEverywhere } from './api/use-logout-everywhere';

/** 'Выйти на всех устройствах': after a confirmation every session of the account ends, this one too. */
export function LogoutEverywhere() {
  const [opened, dialog] = useDisclosure(false);
  const logoutAll = useLogoutEverywhere();
  const close = () => {
    logoutAll.reset();
    dialog.close();
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <Title order={3} fz="xl">
          Сеансы
        </Title>
        <Text size="sm" c="dimmed">
          Если вы входили с чужого компьютера или потеряли телефон, завершите все сеансы: вход пропадёт везде, в том числе здесь.
        </Text>
        <Button variant="light" color="red" leftSection={<IconDevices size={18} />} onClick={dialog.open}>
          Выйти на всех устройствах
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title="Выйти на всех устройствах?" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
        {opened && (
          <Stack gap="md">
            <Text size="sm">
              Все сеансы этой учётной записи завершатся сразу: в других браузерах, на телефоне и в CLI. Чтобы продолжить, нужно будет войти снова.
            </Text>
            {logoutAll.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} role="alert">
                {describeError(logoutAll.error).message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Отмена
              </Button>
              <Button color="red" loading={logoutAll.isPending} onClick={() => logoutAll.mutate()}>
                Выйти везде
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
