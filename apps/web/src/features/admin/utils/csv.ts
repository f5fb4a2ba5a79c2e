/** A column of an exported table: its header and how a row gives the cell. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
}

const cell = (v: string | number | null | undefined) => {
  if (typeof v === 'number') return String(v);
  const text = v ?? '';
  // Quote when needed (RFC 4180); a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.title)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return lines.join('\r\n');
}

/** Saves the text as a UTF-8 CSV file; the BOM makes Excel read the Chinese correctly. */
export function downloadCsv(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
