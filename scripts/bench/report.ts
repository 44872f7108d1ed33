import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** Where the benchmarks write their JSON unless `--json` says otherwise (ignored by git). */
export const REPORT_DIR = 'bench-report';

/** Writes a report as indented JSON, creating its folder; returns the absolute path. */
export function writeReport(path: string, report: unknown): string {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

/** A column of a plain-text table: its title, and whether its figures align to the right. */
export interface Column {
  title: string;
  align: 'left' | 'right';
}

export const left = (title: string): Column => ({ title, align: 'left' });
export const right = (title: string): Column => ({ title, align: 'right' });

/** Formats rows of cells under their column titles, padded to the widest cell of each column. */
export function formatTable(columns: readonly Column[], rows: readonly string[][]): string {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => (row[index] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    columns
      .map((column, index) => {
        const cell = cells[index] ?? '';
        return column.align === 'right'
          ? cell.padStart(widths[index]!)
          : cell.padEnd(widths[index]!);
      })
      .join('  ')
      .trimEnd();
  const titles = line(columns.map((column) => column.title));
  return [titles, '-'.repeat(titles.length), ...rows.map(line)].join('\n');
}
