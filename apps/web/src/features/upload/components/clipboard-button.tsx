import { Button, Group, Text } from '@mantine/core';
import { IconClipboard } from '@tabler/icons-react';
import { useState } from 'react';
import { ClipboardProblem, clipboardReadFailedMessage, readClipboardFiles } from '../utils/clipboard-files';

type ClipboardButtonProps = {
  onFiles: (files: File[]) => void;
  onProblem: (problem: string) => void;
};

/** 'Вставить из буфера обмена', with the hint that Ctrl+V anywhere in the form does the same. */
export function ClipboardButton({ onFiles, onProblem }: ClipboardButtonProps) {
  const [reading, setReading] = useState(false);
  const read = async () => {
    setReading(true);
    try {
      onFiles(await readClipboardFiles());
    } catch (error) {
      onProblem(error instanceof ClipboardProblem ? error.message : clipboardReadFailedMessage);
    } finally {
      setReading(false);
    }
  };
  return (
    <Group gap="sm">
      <Button variant="default" size="sm" leftSection={<IconClipboard size={16} />} loading={reading} onClick={() => void read()}>
        Вставить из буфера обмена
      </Button>
      <Text size="xs" c="dimmed">
        или Ctrl+V в форме: картинка станет изображением задания, документы — вложениями
      </Text>
    </Group>
  );
}
