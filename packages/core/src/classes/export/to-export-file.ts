import { transliterate } from '../../tasks/files/safe-file-name';
import type { ExportFile, ExportFormat } from '../class-schemas';
import type { ExportTable } from './export-table';
import { toCsv } from './to-csv';
import { toXlsx } from './to-xlsx';

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * A file name part in lower-case ASCII ('Класс 9А' → 'klass-9a'): the same on every disk, in a URL and
 * in a shell without quoting (decision 071). Nothing left of it (say, a name of emoji) gives `fallback`.
 */
export function fileNameSlug(text: string, fallback: string): string {
  const slug = [...text.normalize('NFC')]
    .map(transliterate)
    .join('')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/**
 * The tables as a download: CSV takes the first table alone (a CSV file holds one), XLSX a sheet each.
 * `stem` is the file's name without its extension, already ASCII.
 */
export async function toExportFile(tables: readonly ExportTable[], format: ExportFormat, stem: string): Promise<ExportFile> {
  const bytes = format === 'csv' ? Buffer.from(toCsv(tables[0]!), 'utf8') : await toXlsx(tables);
  return { filename: `${stem}.${format}`, content_type: exportContentTypes[format], base64: bytes.toString('base64') };
}
