import '@mantine/core/styles/Table.css';
import type { GroupDetail, GroupMember } from '@ege/core/groups/group-schemas';
import { Avatar, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconCrown, IconDoorExit, IconUserMinus, IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { useSession } from '../../../lib/use-session';
import { AssignRoleModal } from './assign-role-modal';
import { ConfirmActionModal } from './confirm-action-modal';
import { GroupErrorAlert } from './group-error-alert';
import { TransferLeadershipModal } from './transfer-leadership-modal';
import { useKickMember } from '../api/use-kick-member';
import { useLeaveGroup } from '../api/use-leave-group';

const numberFormat = new Intl.NumberFormat('ru-RU');

/** The members tab: leader first, then by join date (the server's order); controls only for what the caller may do. */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const session = useSession();
  const myId = session.status === 'signed-in' ? session.user.id : null;
  const rights = group.my_permissions!;
  const [roleFor, setRoleFor] = useState<GroupMember | null>(null);
  const [kickFor, setKickFor] = useState<GroupMember | null>(null);
  const [transferring, setTransferring] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const kick = useKickMember(() => setKickFor(null));
  const leave = useLeaveGroup();
  const manageable = (member: GroupMember) => !member.is_leader && member.user !== myId;

  return (
    <Stack gap="md">
      <Group gap="sm">
        {rights.is_leader && group.members.length > 1 && (
          <Button variant="light" leftSection={<IconCrown size={18} />} onClick={() => setTransferring(true)}>
            Передать лидерство
          </Button>
        )}
        {!rights.is_leader && (
          <Button variant="default" color="red" leftSection={<IconDoorExit size={18} />} onClick={() => setLeaving(true)}>
            Выйти из группы
          </Button>
        )}
      </Group>
      <ScrollBox label="Участники группы, прокручиваются вбок">
        <Table miw={520} verticalSpacing="xs" aria-label="Участники группы">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Участник</Table.Th>
              <Table.Th>Роль</Table.Th>
              <Table.Th ta="right">Вклад</Table.Th>
              <Table.Th>Действия</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={member.user_avatar} alt="" name={member.user_username} color="initials" size={32} />
                    <div>
                      <Text fw={600}>
                        {member.user_username}
                        {member.user === myId && ' (Вы)'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        Уровень {member.user_level} · {member.is_active ? 'активен' : 'неактивен'}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{member.is_leader ? <Badge color="yellow" leftSection={<IconCrown size={12} />}>Лидер</Badge> : (member.role_name ?? <Text c="dimmed">Без роли</Text>)}</Table.Td>
                <Table.Td ta="right">{numberFormat.format(member.contribution_points)}</Table.Td>
                <Table.Td>
                  {manageable(member) && (
                    <Group gap={6} wrap="nowrap">
                      {rights.can_manage_roles && (
                        <Button size="compact-sm" variant="light" leftSection={<IconUserShield size={14} />} onClick={() => setRoleFor(member)} aria-label={`Роль: ${member.user_username}`}>
                          Роль
                        </Button>
                      )}
                      {rights.can_kick && (
                        <Button size="compact-sm" variant="light" color="red" leftSection={<IconUserMinus size={14} />} onClick={() => setKickFor(member)} aria-label={`Исключить ${member.user_username}`}>
                          Исключить
                        </Button>
                      )}
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollBox>
      <AssignRoleModal key={roleFor?.id ?? 0} groupId={group.id} member={roleFor} roles={group.roles} onClose={() => setRoleFor(null)} />
      <TransferLeadershipModal key={String(transferring)} groupId={group.id} members={group.members} opened={transferring} onClose={() => setTransferring(false)} />
      <ConfirmActionModal
        opened={kickFor !== null}
        title="Исключить участника"
        text={`Исключить ${kickFor?.user_username ?? ''} из группы?`}
        confirmLabel="Исключить"
        pending={kick.isPending}
        error={<GroupErrorAlert title="Ошибка исключения участника" error={kick.error} />}
        onCancel={() => setKickFor(null)}
        onConfirm={() => kickFor && kick.mutate({ id: group.id, userId: kickFor.user })}
      />
      <ConfirmActionModal
        opened={leaving}
        title="Выйти из группы"
        text={`Выйти из группы «${group.name}»? Заработанный вами опыт останется у группы.`}
        confirmLabel="Выйти"
        pending={leave.isPending}
        error={<GroupErrorAlert title="Ошибка выхода из группы" error={leave.error} />}
        onCancel={() => setLeaving(false)}
        onConfirm={() => leave.mutate({ id: group.id })}
      />
    </Stack>
  );
}
