import '@mantine/core/styles/NumberInput.css';
import type { GroupRole } from '@ege/core/groups/group-schemas';
import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { messages } from '@ege/core/text/messages';
import { useCreateRole } from '../api/use-create-role';
import { useUpdateRole } from '../api/use-update-role';

const nameRequired = messages.roleNameRequired;
const rights = [
  { key: 'can_invite', label: 'Приглашать в группу' },
  { key: 'can_kick', label: 'Исключать участников' },
  { key: 'can_manage_roles', label: 'Управлять ролями' },
  { key: 'can_edit_group', label: 'Изменять группу' },
] as const;

type RoleValues = Pick<GroupRole, 'name' | 'description' | 'can_invite' | 'can_kick' | 'can_manage_roles' | 'can_edit_group' | 'order'>;
const blank: RoleValues = { name: '', description: '', can_invite: false, can_kick: false, can_manage_roles: false, can_edit_group: false, order: 0 };

/** The create-role and edit-role modals: a name, a description, the four rights and the order (lower first). */
export function RoleModal({ groupId, role, opened, onClose }: { groupId: number; role: GroupRole | null; opened: boolean; onClose: () => void }) {
  const [values, setValues] = useState<RoleValues>(role ?? blank);
  const [missing, setMissing] = useState(false);
  const create = useCreateRole(onClose);
  const update = useUpdateRole(onClose);
  const save = () => {
    if (values.name.trim() === '') return setMissing(true);
    const fields = { ...values, name: values.name.trim(), order: Math.trunc(values.order) };
    if (role) update.mutate({ id: groupId, roleId: role.id, ...fields });
    else create.mutate({ id: groupId, ...fields });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={role ? 'Изменить роль' : 'Новая роль'} centered closeButtonProps={{ 'aria-label': 'Закрыть' }}>
      {opened && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Название роли"
              required
              value={values.name}
              maxLength={100}
              onChange={(event) => {
                setValues({ ...values, name: event.currentTarget.value });
                setMissing(false);
              }}
              error={missing ? nameRequired : null}
              data-autofocus
            />
            <Textarea label="Описание" value={values.description} maxLength={500} autosize minRows={2} onChange={(event) => setValues({ ...values, description: event.currentTarget.value })} />
            {rights.map((right) => (
              <Switch key={right.key} label={right.label} checked={values[right.key]} onChange={(event) => setValues({ ...values, [right.key]: event.currentTarget.checked })} />
            ))}
            <NumberInput label="Порядок (меньше — выше в списке)" value={values.order} allowDecimal={false} min={-1000} max={1000} onChange={(value) => setValues({ ...values, order: typeof value === 'number' ? value : 0 })} />
            <GroupErrorAlert title={role ? 'Ошибка обновления роли' : 'Ошибка создания роли'} error={role ? update.error : create.error} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Отмена
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {role ? 'Сохранить' : 'Создать роль'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
