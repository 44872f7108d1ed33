import type { SwitcherMessages } from './en';

/** Hebrew texts of the view-mode switcher. `satisfies SwitcherMessages` makes a missing or extra key a type error. */
export const he = {
  'viewMode.label': 'מצב תצוגה',
  'viewMode.auto': 'תצוגה אוטומטית',
  'viewMode.mobile': 'תצוגת נייד',
  'viewMode.desktop': 'תצוגת מחשב',
} as const satisfies SwitcherMessages;
