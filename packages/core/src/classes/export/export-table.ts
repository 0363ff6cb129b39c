/**
 * A table as both file formats write it: a sheet name, typed columns and rows of plain values. Numbers
 * stay numbers (a spreadsheet sums and sorts them); null is an empty cell, never a zero (decision 071).
 */
export type ExportCell = string | number | null;

/** 'integer': whole numbers (counts, whole percentages, whole seconds); 'text': anything else. */
export type ExportColumnKind = 'text' | 'integer';

export type ExportColumn = { header: string; kind: ExportColumnKind };

export type ExportTable = {
  /** The sheet's name in XLSX: at most 31 characters, none of \ / ? * [ ] : */
  name: string;
  /** What the table is (class, period; student, assignment): XLSX prints it atop each page. */
  title?: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
};

export const text = (header: string): ExportColumn => ({ header, kind: 'text' });
export const integer = (header: string): ExportColumn => ({ header, kind: 'integer' });
