import type { GroupInvitation } from '@ege/core/groups/group-schemas';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { useAcceptInvitation } from '../api/use-accept-invitation';
import { useDeclineInvitation } from '../api/use-decline-invitation';
import { useReceivedInvitations } from '../api/use-received-invitations';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long' });

function InvitationRow({ invitation }: { invitation: GroupInvitation }) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={600}>{invitation.group_name}</Text>
            <Text size="sm" c="dimmed">
              Пригласил(а) {invitation.invited_by_username} · до {dateFormat.format(new Date(invitation.expires_at))}
            </Text>
          </div>
          <Group gap="xs">
            <Button size="xs" leftSection={<IconCheck size={16} />} loading={accept.isPending} disabled={decline.isPending} onClick={() => accept.mutate({ id: invitation.id })}>
              Принять
            </Button>
            <Button size="xs" variant="default" leftSection={<IconX size={16} />} loading={decline.isPending} disabled={accept.isPending} onClick={() => decline.mutate({ id: invitation.id })}>
              Отклонить
            </Button>
          </Group>
        </Group>
        <GroupErrorAlert title="Ошибка принятия приглашения" error={accept.error} />
        <GroupErrorAlert title="Ошибка отклонения приглашения" error={decline.error} />
      </Stack>
    </Paper>
  );
}

/** The empty state's invitations waiting for an answer; the tab shows it once they are in (GroupsTab). */
export function ReceivedInvitations() {
  const headingId = useId();
  const query = useReceivedInvitations();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} fz="lg" id={headingId}>
          Приглашения в группы
        </Title>
        {query.isError && <GroupErrorAlert title="Ошибка загрузки приглашений" error={query.error} />}
        {query.data?.length === 0 && <Text c="dimmed">Приглашений пока нет.</Text>}
        {query.data && query.data.length > 0 && (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        )}
      </Stack>
    </section>
  );
}
