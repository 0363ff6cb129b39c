import { Avatar, FileButton, Button, Group, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { acceptedImageTypes } from '../../../lib/image-file-rules';
import type { GroupFormValues } from '../api/send-group-form';

type GroupFormFieldsProps = {
  values: GroupFormValues;
  onChange: (values: GroupFormValues) => void;
  nameError: string | null;
  /** The current picture, when editing. */
  avatarUrl?: string | null;
};

/** The create form's and the settings' fields: name, description, avatar (200×200 recommended), openness, invitations. */
export function GroupFormFields({ values, onChange, nameError, avatarUrl = null }: GroupFormFieldsProps) {
  const set = (patch: Partial<GroupFormValues>) => onChange({ ...values, ...patch });
  const chosen = useMemo(() => (values.avatar ? URL.createObjectURL(values.avatar) : null), [values.avatar]);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const preview = chosen ?? avatarUrl;
  return (
    <Stack gap="sm">
      <TextInput label="Название группы" required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={nameError} maxLength={100} />
      <Textarea label="Описание" value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} autosize minRows={2} maxLength={1000} />
      <Group gap="md" wrap="nowrap">
        <Avatar src={preview} alt="" size={64} radius="md" color="indigo">
          {values.name.trim().slice(0, 1).toUpperCase() || '?'}
        </Avatar>
        <Stack gap={4}>
          <FileButton onChange={(file) => set({ avatar: file })} accept={acceptedImageTypes}>
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconPhoto size={16} />}>
                {values.avatar ? values.avatar.name : 'Выбрать аватар группы'}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            Рекомендуемый размер 200×200, до 10 МБ
          </Text>
        </Stack>
      </Group>
      <Switch label="Открытая группа: вступить может любой" checked={values.is_public} onChange={(e) => set({ is_public: e.currentTarget.checked })} />
      <Switch label="Участники с правом приглашать могут звать новых" checked={values.allow_invites} onChange={(e) => set({ allow_invites: e.currentTarget.checked })} />
    </Stack>
  );
}
