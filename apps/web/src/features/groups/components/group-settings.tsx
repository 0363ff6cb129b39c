import type { GroupDetail } from '@ege/core/groups/group-schemas';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmActionModal } from './confirm-action-modal';
import { GroupErrorAlert } from './group-error-alert';
import { GroupFormFields } from './group-form-fields';
import type { GroupFormValues } from '../api/send-group-form';
import { messages } from '@ege/core/text/messages';
import { useDeleteGroup } from '../api/use-delete-group';
import { useSaveGroup } from '../api/use-save-group';

const nameRequired = messages.groupNameRequired;

/** The settings tab: the group's fields for the leader and can_edit_group; deleting for the leader. */
export function GroupSettings({ group }: { group: GroupDetail }) {
  const rights = group.my_permissions!;
  const [values, setValues] = useState<GroupFormValues>({ name: group.name, description: group.description, is_public: group.is_public, allow_invites: group.allow_invites, avatar: null });
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveGroup(group.id, () => setSaved(true));
  const remove = useDeleteGroup();
  if (!rights.can_edit_group) return <Text c="dimmed">Изменять настройки может лидер или участник с правом «Изменять группу».</Text>;
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (values.name.trim() === '') return setNameError(nameRequired);
          setNameError(null);
          setSaved(false);
          save.mutate(values);
        }}
      >
        <Stack gap="md">
          <GroupFormFields values={values} onChange={setValues} nameError={nameError} avatarUrl={group.avatar} />
          <GroupErrorAlert title="Ошибка сохранения настроек" error={save.error} />
          <Group gap="sm">
            <Button type="submit" leftSection={<IconDeviceFloppy size={18} />} loading={save.isPending}>
              Сохранить
            </Button>
            <Text size="sm" c="green" role="status">
              {saved && !save.isPending ? 'Настройки сохранены' : ''}
            </Text>
          </Group>
        </Stack>
      </form>
      {rights.is_leader && (
        <Button variant="default" color="red" leftSection={<IconTrash size={18} />} onClick={() => setDeleting(true)} style={{ alignSelf: 'flex-start' }}>
          Удалить группу
        </Button>
      )}
      <ConfirmActionModal
        opened={deleting}
        title="Удалить группу"
        text={`Удалить группу «${group.name}» со всеми ролями, приглашениями и квестами? Опыт участников останется у них.`}
        confirmLabel="Удалить"
        pending={remove.isPending}
        error={<GroupErrorAlert title="Ошибка сохранения настроек" error={remove.error} />}
        onCancel={() => setDeleting(false)}
        onConfirm={() => remove.mutate({ id: group.id })}
      />
    </Stack>
  );
}
