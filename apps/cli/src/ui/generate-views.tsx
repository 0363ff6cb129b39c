/** @jsxRuntime automatic */
import { Box, Text } from 'ink';
import type { CheckReport } from '../generate/check-generated-folder';
import type { GenerateReport } from '../generate/generate-tasks';
import { pluralRu } from '@ege/core/text/plural-ru';
import { importHint } from './import-hint';
import { SuccessLine } from './success-line';

/**
 * `ege generate`'s summary: what was written and how to write it again, check it and import it; the
 * import through `server` when the configuration names one (EGE_SERVER makes `ege import` remote).
 */
export function GenerateSummary({ report, server }: { report: GenerateReport; server?: string | undefined }) {
  const difficulty = report.difficulty === null ? '1, 2, 3 по очереди' : String(report.difficulty);
  return (
    <Box flexDirection="column">
      <SuccessLine>
        Тип {report.type}: <Text bold>{report.count}</Text> {pluralRu(report.count, ['задание', 'задания', 'заданий'])} в {report.folder} ({report.files} {pluralRu(report.files, ['файл', 'файла', 'файлов'])}, {Math.ceil(report.bytes / 1024)} КБ)
      </SuccessLine>
      <Text dimColor>
        seed {report.seed}, сложность {difficulty}; каждое решено генератором и его независимой проверкой
      </Text>
      <Text dimColor>Повторить: ege generate --type {report.type} --count {report.count} --seed {report.seed}{report.difficulty === null ? '' : ` --difficulty ${report.difficulty}`} &lt;папка&gt;</Text>
      <Text dimColor>
        Проверить: ege generate --check {report.folder} · импорт: {importHint(report.folder, server)}
      </Text>
    </Box>
  );
}

/** `ege generate --check`: every disagreement with its folder, the edits that kept the task right, then the count. */
export function CheckSummary({ report }: { report: CheckReport }) {
  const edited = report.notes.length > 0 ? `; изменено вручную, ответ подтверждён: ${report.notes.length}` : '';
  const skipped = `${edited}${report.skipped > 0 ? `; без генератора (не проверялись): ${report.skipped}` : ''}`;
  return (
    <Box flexDirection="column">
      {report.problems.map((problem) => (
        <Text key={`${problem.folder}:${problem.message}`} color="red">
          ✖ {problem.folder}: {problem.message}
        </Text>
      ))}
      {report.notes.map((note) => (
        <Text key={`${note.folder}:${note.message}`} color="yellow">
          ⚠ {note.folder}: {note.message}
        </Text>
      ))}
      {report.problems.length === 0 ? (
        <SuccessLine>
          Проверено заданий: {report.checked}, ответы совпадают с независимой проверкой{skipped}
        </SuccessLine>
      ) : (
        <Text>
          Проверено заданий: {report.checked}, расхождений: <Text color="red">{report.problems.length}</Text>
          {skipped}
        </Text>
      )}
    </Box>
  );
}
