import type { GroupMember, GroupRole } from '@ege/core/groups/group-schemas';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { useAssignRole } from '../api/use-assign-role';

type AssignRoleModalProps = { groupId: number; member: GroupMember | null; roles: GroupRole[]; onClose: () => void };

const noRole = 'none';

/** The assign-role modal: one of the group's roles, or none. */
export function AssignRoleModal({ groupId, member, roles, onClose }: AssignRoleModalProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const assign = useAssignRole(onClose);
  const value = choice ?? (member?.role ? String(member.role) : noRole);
  return (
    <Modal opened={member !== null} onClose={onClose} title={`Роль участника ${member?.user_username ?? ''}`} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {member && (
        <Stack gap="md">
          <Select
            label="Роль"
            data={[{ value: noRole, label: 'Без роли' }, ...roles.map((role) => ({ value: String(role.id), label: role.name }))]}
            value={value}
            onChange={setChoice}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <GroupErrorAlert title="Ошибка назначения роли" error={assign.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Отмена
            </Button>
            <Button loading={assign.isPending} onClick={() => assign.mutate({ id: groupId, userId: member.user, role_id: value === noRole ? null : Number(value) })}>
              Назначить
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
