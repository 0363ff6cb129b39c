import { Badge, Button, CloseButton, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { acceptedImageTypes } from '../../../lib/image-file-rules';
import { addCommentImages } from '../utils/add-comment-images';

type CommentImagePickerProps = {
  images: File[];
  onChange: (images: File[]) => void;
  disabled: boolean;
};

/** Images to attach to a comment, checked in the browser (type, 10 MB, four at most) before anything is sent. */
export function CommentImagePicker({ images, onChange, disabled }: CommentImagePickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = (picked: File[]) => {
    const result = addCommentImages(images, picked);
    setProblem(result.problem);
    onChange(result.files);
    // The same file may be picked again after it was removed.
    resetRef.current?.();
  };

  return (
    <Stack gap={6}>
      {images.length > 0 && (
        <Group gap={6} wrap="wrap" aria-label="Выбранные изображения" role="list">
          {images.map((image, index) => (
            <Badge
              key={`${image.name}-${index}`}
              role="listitem"
              variant="light"
              color="gray"
              size="lg"
              tt="none"
              fw={500}
              maw="100%"
              pr={4}
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Убрать изображение ${image.name}`}
                  disabled={disabled}
                  onClick={() => {
                    setProblem(null);
                    onChange(images.filter((_, i) => i !== index));
                  }}
                />
              }
            >
              {image.name}
            </Badge>
          ))}
        </Group>
      )}
      {problem && (
        <Text c="red" size="sm" role="alert">
          {problem}
        </Text>
      )}
      <FileButton onChange={pick} accept={acceptedImageTypes} multiple resetRef={resetRef} disabled={disabled}>
        {(props) => (
          <Button {...props} variant="subtle" size="compact-sm" color="gray" leftSection={<IconPhotoPlus size={16} />} w="fit-content">
            Прикрепить изображение
          </Button>
        )}
      </FileButton>
    </Stack>
  );
}
