import { FileInput } from '@mantine/core';
import { IconFile, IconPhoto } from '@tabler/icons-react';

type SingleFileFieldProps = {
  kind: 'image' | 'document';
  label: string;
  description: string;
  accept: string;
  value: File | null;
  /** Checks a chosen file; a problem keeps the file out and shows under the field. */
  problemOf: (file: File) => string | null;
  onChange: (file: File | null, problem: string | null) => void;
  error?: string | undefined;
};

/** The image or the solution document of a task: one file, checked in the browser before it is kept. */
export function SingleFileField({ kind, label, description, accept, value, problemOf, onChange, error }: SingleFileFieldProps) {
  const Icon = kind === 'image' ? IconPhoto : IconFile;
  return (
    <FileInput
      label={label}
      description={description}
      placeholder="Файл не выбран"
      accept={accept}
      clearable
      clearButtonProps={{ 'aria-label': `Убрать файл: ${label}` }}
      leftSection={<Icon size={18} stroke={1.6} />}
      value={value}
      onChange={(file) => {
        const problem = file ? problemOf(file) : null;
        onChange(problem ? value : file, problem);
      }}
      error={error}
    />
  );
}
