import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { GroupErrorAlert } from './group-error-alert';
import { useRefreshGroups } from './use-refresh-groups';
import { messages } from '@ege/core/text/messages';

const usernameRequired = messages.usernameRequired;

/** The send-invitation modal: a username, trimmed. */
export function SendInvitationModal({ groupId, opened, onClose }: { groupId: number; opened: boolean; onClose: () => void }) {
  const refresh = useRefreshGroups();
  const [name, setName] = useState('');
  const [missing, setMissing] = useState(false);
  const invite = useMutation(
    trpc.groups.inviteUser.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onClose();
      },
    }),
  );
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
