import { SimpleGrid, Stack } from '@mantine/core';
import type { FieldErrors } from '../../../lib/api-error';
import { acceptedImageTypes, imageProblemOf } from '../../../lib/image-file-rules';
import { AttachmentsField } from './attachments-field';
import { ClipboardButton } from './clipboard-button';
import { SingleFileField } from './single-file-field';
import { acceptedDocuments, documentProblemOf, documentsHint } from '../utils/upload-file-rules';
import type { UploadFiles } from '../api/upload-task';

type TaskFilesFieldsProps = {
  files: UploadFiles;
  onChange: (files: UploadFiles) => void;
  /** Shows a file's problem under its field, or clears it. */
  onProblem: (field: 'image' | 'solution_document' | 'attachments', problem: string | null) => void;
  errors: FieldErrors;
  /** A block has only the solution document. */
  solutionOnly?: boolean;
  /** Attachments a task being edited keeps: they count towards the four. */
  keptAttachments?: number;
  /** Given: a button reads the clipboard's files and hands them over (the form places them). */
  onClipboardFiles?: (files: File[]) => void;
};

export function TaskFilesFields({ files, onChange, onProblem, errors, solutionOnly = false, keptAttachments = 0, onClipboardFiles }: TaskFilesFieldsProps) {
  const solution = (
    <SingleFileField
      kind="document"
      label="Файл решения"
      description={documentsHint}
      accept={acceptedDocuments}
      value={files.solutionDocument}
      problemOf={documentProblemOf}
      onChange={(solutionDocument, problem) => {
        onProblem('solution_document', problem);
        onChange({ ...files, solutionDocument });
      }}
      error={errors.solution_document?.[0]}
    />
  );
  if (solutionOnly) return solution;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SingleFileField
          kind="image"
          label="Изображение"
          description="PNG, JPEG, WebP или GIF — до 10 МБ"
          accept={acceptedImageTypes}
          value={files.image}
          problemOf={imageProblemOf}
          onChange={(image, problem) => {
            onProblem('image', problem);
            onChange({ ...files, image });
          }}
          error={errors.image?.[0]}
        />
        {solution}
      </SimpleGrid>
      <AttachmentsField
        files={files.attachments}
        kept={keptAttachments}
        onChange={(attachments, problem) => {
          onProblem('attachments', problem);
          onChange({ ...files, attachments });
        }}
        error={errors.attachments?.[0]}
      />
      {onClipboardFiles && <ClipboardButton onFiles={onClipboardFiles} onProblem={(problem) => onProblem('attachments', problem)} />}
    </Stack>
  );
}
