import type { ErrorScreenMessages } from './en';

/** Hebrew texts of the error screen's chunk. `satisfies ErrorScreenMessages` makes a missing or extra key a type error. */
export const he = {
  'error.stack': 'פרטים טכניים',
} as const satisfies ErrorScreenMessages;
