import { pluralRu } from '@ege/core/text/plural-ru';
import { Button, CloseButton, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useRef } from 'react';
import classes from './attachments-field.module.css';
import { acceptedDocuments, documentProblemOf, documentsHint, formatFileSize, maxAttachments, tooManyAttachmentsMessage } from '../utils/upload-file-rules';

type AttachmentsFieldProps = {
  files: File[];
  /** Attachments the task already has and keeps (when editing); they count towards the four. */
  kept?: number;
  onChange: (files: File[], problem: string | null) => void;
  error?: string | undefined;
};

/** Up to 4 attachments (SPEC §5): files are added to the list and can be taken off one by one. */
export function AttachmentsField({ files, kept = 0, onChange, error }: AttachmentsFieldProps) {
  const resetRef = useRef<() => void>(null);
  const add = (chosen: File[]) => {
    resetRef.current?.();
    if (chosen.length === 0) return;
    if (kept + files.length + chosen.length > maxAttachments) return onChange(files, tooManyAttachmentsMessage);
    const problem = chosen.map(documentProblemOf).find((message) => message !== null) ?? null;
    onChange(problem ? files : [...files, ...chosen], problem);
  };

  return (
    <Input.Wrapper label="Вложения" labelElement="div" description={`До ${maxAttachments} ${pluralRu(maxAttachments, ['файла', 'файлов', 'файлов'])}: ${documentsHint} каждый`} error={error}>
      <Stack gap={6} mt={6}>
        {files.map((file, index) => (
          <Group key={`${file.name}-${index}`} className={classes.file} gap="xs" wrap="nowrap">
            <IconPaperclip size={16} stroke={1.6} />
            <Text size="sm" truncate="end" className={classes.name}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
            <CloseButton size="sm" aria-label={`Убрать вложение ${file.name}`} onClick={() => onChange(files.filter((_, i) => i !== index), null)} />
          </Group>
        ))}
        <Group gap="sm">
          <FileButton multiple accept={acceptedDocuments} onChange={add} resetRef={resetRef}>
            {(props) => (
              <Button {...props} variant="light" size="sm" leftSection={<IconPaperclip size={16} />}>
                Добавить файлы
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {kept + files.length} из {maxAttachments}
          </Text>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
