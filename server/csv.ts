/**
 * CSV as a spreadsheet opens it (issue #37, item 6): UTF-8 with a byte-order mark, without which
 * Excel reads the file in the machine's legacy code page and Hebrew turns into mojibake; RFC 4180
 * quoting (a field with a comma, a quote or a line break in double quotes, its quotes doubled);
 * CRLF between records. Written here rather than taken from a library: this is all of it.
 */

export const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A visitor's text that starts like a formula (`=`, `+`, `-`, `@`, a tab or a carriage return)
 * would be run by the spreadsheet that opens the file (OWASP, "CSV Injection"): a leading `'`
 * makes it text. That includes a phone number written `+972…`, which Excel would otherwise
 * compute.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and the records, as one CSV document. */
export function toCsv(header: readonly string[], records: readonly (readonly string[])[]): string {
  const lines = [header, ...records].map((record) => record.map(csvField).join(','));
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
