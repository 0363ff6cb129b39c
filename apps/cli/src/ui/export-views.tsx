/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import type { ExportReport } from '../export/export-tasks';
import type { ExportProgress } from '../export/write-export';

/** The summary: where, how many, and a small table of folders per type. */
export function ExportSummary({ report }: { report: ExportReport }) {
  const { counts } = report;
  const types = Object.keys(report.by_type).sort();
  return (
    <Box flexDirection="column">
      <Text>
        <Text color="green">✔ </Text>
        Экспорт: <Text bold>{report.folder}</Text> — заданий {counts.tasks}, блоков 19-21 {counts.blocks}, файлов {counts.files} ({formatBytes(counts.bytes)})
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
      {types.length > 0 ? <Text dimColor>Обратно: ege import {report.folder} --as &lt;автор&gt;</Text> : null}
    </Box>
  );
}

const barWidth = 30;

export function ExportProgressBar({ progress, now }: { progress: ExportProgress; now: number }) {
  const { done, total } = progress;
  const seconds = Math.max((now - progress.startedAt) / 1000, 0.001);
  const filled = total === 0 ? barWidth : Math.round((done / total) * barWidth);
  return (
    <Text>
      Экспорт <Text color="green">{'█'.repeat(filled)}</Text>
      <Text dimColor>{'░'.repeat(barWidth - filled)}</Text> {done}/{total} · {(done / seconds).toFixed(1)} задан./с
    </Text>
  );
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} КБ`;
  return `${(bytes / 1024 / 1024).toFixed(1)} МБ`;
}
