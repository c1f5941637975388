/**
 * Text a spreadsheet would read as the start of a formula (`=`, `+`, `-`, `@`, or a tab or
 * carriage return before one) gets an apostrophe in front, so a visitor's "=HYPERLINK(...)" typed
 * into a form stays text for the staff member who opens the export.
 */
export function safeCellText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
