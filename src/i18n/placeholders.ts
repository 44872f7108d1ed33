/**
 * A message's `{name}` placeholders, filled with strings or listed. The chrome fills one at
 * start-up (the toast region's name), so this is a module apart from the locale module
 * (`./locale.tsx`), whose isolation and formatting only page content and the islands use.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** The `{name}` placeholders of a message, for the parity check between languages. */
export const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();

/** Fills `{name}` placeholders with strings; an unknown name stays as it is, visibly. */
export function interpolate(message: string, values: Record<string, string>): string {
  return message.replace(PLACEHOLDER, (match, name: string) => values[name] ?? match);
}
