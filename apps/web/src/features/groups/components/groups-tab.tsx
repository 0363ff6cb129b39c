import { Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { PageNotice } from '../../../components/page-notice';
import { describeError } from '../../../lib/describe-error';
import { CreateGroupForm } from './create-group-form';
import { GroupView } from './group-view';
import { JoinGroupSearch } from './join-group-search';
import { ReceivedInvitations } from './received-invitations';
import { useMyGroup } from '../api/use-my-group';

/** The profile's Группы tab (decision 039): without a group the invitations, the create form and the open groups to join, with one the group. */
export function GroupsTab() {
  const query = useMyGroup();
  if (!query.data) {
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
