import type { Language } from '../../machines/constants';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';

export type { MessageKey, Messages };

export const dictionaries: Record<Language, Messages> = { en, he };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/** Fill `{name}` placeholders. */
export function format(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
