import type { Language } from '../../machines/constants';
import { en, type MessageKey, type Messages } from './en';
import { he } from './he';

export type { MessageKey, Messages };

export const dictionaries: Record<Language, Messages> = { en, he };

export const isMessageKey = (value: string): value is MessageKey => value in en;

/**
 * `interpolate` under its old name, for the modules that still import it from here.
 * @deprecated Import `interpolate` from `./locale`.
 */
export { interpolate as format } from './locale';
