import type { Profile } from '@ege/core/identity/user-schemas';
import { Avatar, Button, FileButton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { describeError } from '../../lib/describe-error';
import { acceptedImageTypes } from '../../lib/image-file-rules';
import { useUploadAvatar } from './api/use-upload-avatar';

export function AvatarUpload({ user }: { user: Profile }) {
  const upload = useUploadAvatar({
    onUploaded: () => {
      notifications.show({ color: 'green', icon: <IconCheck size={18} />, message: 'Аватар обновлён' });
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Ошибка загрузки аватара', message: describeError(error).message });
    },
  });

  return (
    <Stack align="center" gap="xs">
      <Avatar
        src={user.avatar}
        alt={`Аватар ${user.username}`}
        size={104}
        radius={999}
        color="indigo"
        variant="filled"
        fz={40}
      >
        {user.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <FileButton onChange={(file) => file && upload.mutate(file)} accept={acceptedImageTypes}>
        {(props) => (
          <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={16} />} loading={upload.isPending}>
            {user.avatar ? 'Сменить фото' : 'Загрузить фото'}
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
