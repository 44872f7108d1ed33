/**
 * English texts of the error screen's own chunk (src/chrome/ErrorScreen.tsx), which only a
 * failure loads; the words it shares with the plain screen that shows while it loads stay in
 * `../en`. The shape of this object is the `ErrorScreenMessages` type the Hebrew ones must satisfy.
 */
export const en = {
  'error.stack': 'Technical details',
} as const;

export type ErrorScreenMessages = { readonly [K in keyof typeof en]: string };
