import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { CreateGroupForm } from './create-group-form';
import { GroupView } from './group-view';
import { JoinGroupSearch } from './join-group-search';
import { ReceivedInvitations } from './received-invitations';
import { useMyGroup } from '../api/use-my-group';
import { useReceivedInvitations } from '../api/use-received-invitations';

/** The profile's Группы tab (decision 039): without a group the invitations, the create form and the open groups to join, with one the group. */
export function GroupsTab() {
  const query = useMyGroup();
  // Without a group the tab opens on the invitations: it waits for them too, or the create form under them
  // jumped when their placeholder gave way to the list or to 'Приглашений пока нет.' (issue 26 §3).
  const invitations = useReceivedInvitations(query.data !== undefined && query.data.group === null);
  if (!query.data || (query.data.group === null && invitations.isPending)) {
    if (query.isError) {
      return (
        <PageNotice icon={<IconAlertCircle size={28} />} color="red" title="Ошибка загрузки данных группы" description={describeError(query.error).message}>
          <Button variant="light" leftSection={<IconRefresh size={18} />} onClick={() => void query.refetch()} loading={query.isFetching}>
            Повторить
          </Button>
        </PageNotice>
      );
    }
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загрузка группы">
        <Skeleton height={96} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  }
  if (query.data.group) return <GroupView group={query.data.group} />;
  return (
    <Stack gap="xl">
      <ReceivedInvitations />
      <CreateGroupForm />
      <JoinGroupSearch />
    </Stack>
  );
}
