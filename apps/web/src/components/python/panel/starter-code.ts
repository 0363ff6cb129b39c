import type { PythonFile } from '../engine/python-runner';

const spreadsheet = /\.(ods|odt|xlsx|docx)$/i;

/**
 * The editor's text before the student writes anything: where the task's files are, so that the first
 * line they need (`open('27_B.txt')`) is in front of them. A table or a document is a zip archive that
 * the standard library's zipfile reads (the theory's page on files shows how).
 */
export function starterCode(files: readonly PythonFile[]): string {
  if (files.length === 0) return '';
  const lines = ['# Файлы задания лежат в папке программы:'];
  for (const file of files) {
    lines.push(spreadsheet.test(file.name) ? `# ${file.name} — архив: откройте его модулем zipfile` : `# f = open(${JSON.stringify(file.name)})`);
  }
  return `${lines.join('\n')}\n\n`;
}
