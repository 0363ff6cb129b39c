import type { GroupDetail, GroupRole } from '@ege/core/groups/group-schemas';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmActionModal } from './confirm-action-modal';
import { GroupErrorAlert } from './group-error-alert';
import { RoleModal } from './role-modal';
import { useDeleteRole } from '../api/use-delete-role';

const rightLabels = [
  ['can_invite', 'приглашать'],
  ['can_kick', 'исключать'],
  ['can_manage_roles', 'роли'],
  ['can_edit_group', 'настройки'],
] as const;

/** The roles tab: by order; creating, editing and deleting for the leader and can_manage_roles. */
export function GroupRoles({ group }: { group: GroupDetail }) {
  const manage = group.my_permissions!.can_manage_roles;
  const [editing, setEditing] = useState<{ role: GroupRole | null } | null>(null);
  const [deleting, setDeleting] = useState<GroupRole | null>(null);
  const remove = useDeleteRole(() => setDeleting(null));
  return (
    <Stack gap="md">
      {manage && (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ role: null })} style={{ alignSelf: 'flex-start' }}>
          Создать роль
        </Button>
      )}
      {group.roles.length === 0 && <Text c="dimmed">Ролей пока нет: участники без роли не имеют особых прав.</Text>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {group.roles.map((role) => (
          <Paper key={role.id} withBorder p="sm" component="li">
            <Group justify="space-between" gap="sm">
              <Stack gap={4}>
                <Text fw={600}>{role.name}</Text>
                {role.description && (
                  <Text size="sm" c="dimmed">
                    {role.description}
                  </Text>
                )}
                <Group gap={4}>
                  {rightLabels.filter(([key]) => role[key]).map(([key, label]) => (
                    <Badge key={key} variant="light" size="sm">
                      {label}
                    </Badge>
                  ))}
                </Group>
              </Stack>
              {manage && (
                <Group gap={6}>
                  <Button size="compact-sm" variant="light" leftSection={<IconPencil size={14} />} onClick={() => setEditing({ role })} aria-label={`Изменить роль ${role.name}`}>
                    Изменить
                  </Button>
                  <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => setDeleting(role)} aria-label={`Удалить роль ${role.name}`}>
                    Удалить
                  </Button>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <RoleModal key={editing ? (editing.role?.id ?? 'new') : 'closed'} groupId={group.id} role={editing?.role ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmActionModal
        opened={deleting !== null}
        title="Удалить роль"
        text={`Удалить роль «${deleting?.name ?? ''}»? Её участники останутся в группе без роли.`}
        confirmLabel="Удалить"
        pending={remove.isPending}
        error={<GroupErrorAlert title="Ошибка удаления роли" error={remove.error} />}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: group.id, roleId: deleting.id })}
      />
    </Stack>
  );
}
