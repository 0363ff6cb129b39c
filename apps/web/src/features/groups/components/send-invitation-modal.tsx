import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { messages } from '@ege/core/text/messages';
import { useInviteUser } from '../api/use-invite-user';

const usernameRequired = messages.usernameRequired;

/** The send-invitation modal: a username, trimmed. */
export function SendInvitationModal({ groupId, opened, onClose }: { groupId: number; opened: boolean; onClose: () => void }) {
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const invite = useInviteUser(onClose);
  return (
    <Modal opened={opened} onClose={onClose} title="Пригласить в группу" centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {opened && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim() === '') return setMissing(true);
            invite.mutate({ id: groupId, invited_user_username: name.trim() });
          }}
        >
          <Stack gap="md">
            <TextInput
              label="Имя пользователя"
              value={name}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setMissing(false);
              }}
              error={missing ? usernameRequired : null}
              data-autofocus
            />
            <GroupErrorAlert title="Ошибка отправки приглашения" error={invite.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={invite.isPending}>
                Пригласить
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
