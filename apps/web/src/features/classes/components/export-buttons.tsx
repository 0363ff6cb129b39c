import type { ExportFile, ExportFormat } from '@ege/core/classes/class-schemas';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { describeError } from '../../../lib/describe-error';
import { useExportFile } from '../api/use-export-file';

const formats: { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
];

type ExportButtonsProps = {
  /** What the file holds, for the buttons' names: 'отчёт класса'. */
  what: string;
  load: (format: ExportFormat) => Promise<ExportFile>;
};

/** 'CSV' and 'XLSX': the file is made on the server and saved by the browser as a download. */
export function ExportButtons({ what, load }: ExportButtonsProps) {
  const exporting = useExportFile(load);
  return (
    <Stack gap={6}>
      <Group gap="xs" role="group" aria-label={`Скачать ${what}`}>
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting.isPending && exporting.variables === format}
            disabled={exporting.isPending && exporting.variables !== format}
            onClick={() => exporting.mutate(format)}
          >
            {label}
          </Button>
        ))}
      </Group>
      {exporting.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {describeError(exporting.error).message}
        </Alert>
      )}
    </Stack>
  );
}
