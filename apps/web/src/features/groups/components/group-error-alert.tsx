import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';

/** SPEC §8: the group error's title, with the server's own message under it when it sent one. */
export function GroupErrorAlert({ title, error }: { title: string; error: unknown }) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} />} title={title} role="alert">
      {describeError(error).message}
    </Alert>
  );
}
