import '@mantine/core/styles/Table.css';
import type { GroupDetail, GroupInvitation } from '@ege/core/groups/group-schemas';
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconMailPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ScrollBox } from '../../../components/scroll-box';
import { GroupErrorAlert } from './group-error-alert';
import { SendInvitationModal } from './send-invitation-modal';
import { useCancelInvitation } from '../api/use-cancel-invitation';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
const statusLabels: Record<GroupInvitation['status'], { label: string; color: string }> = {
  pending: { label: 'Ожидает', color: 'blue' },
  accepted: { label: 'Принято', color: 'green' },
  declined: { label: 'Отклонено', color: 'gray' },
  expired: { label: 'Истекло', color: 'orange' },
};

/** The invitations tab: the group's invitations; sending and cancelling for the leader and can_invite. */
export function GroupInvitations({ group }: { group: GroupDetail }) {
  const [sending, setSending] = useState(false);
  const cancel = useCancelInvitation();
  const mayInvite = group.my_permissions!.can_invite;
  return (
    <Stack gap="md">
      {mayInvite && (
        <Button leftSection={<IconMailPlus size={18} />} onClick={() => setSending(true)} style={{ alignSelf: 'flex-start' }}>
          Пригласить
        </Button>
      )}
      <GroupErrorAlert title="Ошибка отмены приглашения" error={cancel.error} />
      {group.invitations.length === 0 ? (
        <Text c="dimmed">Приглашений пока нет.</Text>
      ) : (
        <ScrollBox label="Приглашения группы, прокручиваются вбок">
          <Table miw={480} verticalSpacing="xs" aria-label="Приглашения группы">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Кого</Table.Th>
                <Table.Th>Кто пригласил</Table.Th>
                <Table.Th>Статус</Table.Th>
                <Table.Th>Действует до</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Действия</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.invitations.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.invited_user_username}</Table.Td>
                  <Table.Td>{invitation.invited_by_username}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={statusLabels[invitation.status].color}>
                      {statusLabels[invitation.status].label}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{dateFormat.format(new Date(invitation.expires_at))}</Table.Td>
                  <Table.Td>
                    {invitation.status === 'pending' && mayInvite && (
                      <Group gap={6}>
                        <Button size="compact-sm" variant="subtle" color="red" loading={cancel.isPending && cancel.variables?.id === invitation.id} onClick={() => cancel.mutate({ id: invitation.id })}>
                          Отменить
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollBox>
      )}
      <SendInvitationModal key={String(sending)} groupId={group.id} opened={sending} onClose={() => setSending(false)} />
    </Stack>
  );
}
