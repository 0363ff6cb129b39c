import { Button, Paper, Stack, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { GroupErrorAlert } from './group-error-alert';
import { GroupFormFields } from './group-form-fields';
import type { GroupFormValues } from '../api/send-group-form';
import { messages } from '@ege/core/text/messages';
import { useCreateGroup } from '../api/use-create-group';

const nameRequired = messages.groupNameRequired;
const empty: GroupFormValues = { name: '', description: '', is_public: true, allow_invites: true, avatar: null };

/** The empty state's create form; the creator becomes the leader. */
export function CreateGroupForm() {
  const headingId = useId();
  const [values, setValues] = useState(empty);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateGroup();
  const submit = () => {
    if (values.name.trim() === '') {
      setNameError(nameRequired);
      return;
    }
    setNameError(null);
    create.mutate(values);
  };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={3} fz="lg" id={headingId}>
            Создать группу
          </Title>
          <GroupFormFields values={values} onChange={setValues} nameError={nameError} />
          <GroupErrorAlert title="Ошибка создания группы" error={create.error} />
          <Button type="submit" leftSection={<IconUsersPlus size={18} />} loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            Создать группу
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
