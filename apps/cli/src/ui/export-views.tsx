/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import { pluralRu } from '@ege/core/text/plural-ru';
import type { ExportReport } from '../export/export-tasks';
import { importHint } from './import-hint';

/** The summary: where, how many, a small table of folders per type, and the import back in the mode the export ran in. */
export function ExportSummary({ report, server }: { report: ExportReport; server?: string | undefined }) {
  const { counts } = report;
  const types = Object.keys(report.by_type).sort();
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔ </Text>
        Экспорт: <Text bold>{report.folder}</Text> — {counts.tasks} {pluralRu(counts.tasks, ['задание', 'задания', 'заданий'])}, {counts.blocks} {pluralRu(counts.blocks, ['блок', 'блока', 'блоков'])} 19-21,{' '}
        {counts.files} {pluralRu(counts.files, ['файл', 'файла', 'файлов'])} ({formatBytes(counts.bytes)})
      </Text>
      {types.length > 0 ? (
        <Box flexDirection="column" borderStyle="single" paddingX={1} alignSelf="flex-start">
          {types.map((type) => (
            <Text key={type}>
              {`${type}/`.padEnd(8)}
              <Text bold>{String(report.by_type[type]).padStart(6)}</Text>
            </Text>
          ))}
        </Box>
      ) : (
        <Text dimColor>Нет заданий для экспорта.</Text>
      )}
      {types.length > 0 ? <Text dimColor>Обратно: {importHint(report.folder, server)}</Text> : null}
    </Box>
  );
}


function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
}
