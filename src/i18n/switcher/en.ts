/**
 * English texts of the view-mode switcher, which loads with its own chunk where it shows
 * (src/shell/App.tsx), not with the chrome: most first screens never show it. The shape of this object
 * is the `SwitcherMessages` type the Hebrew ones must satisfy.
 */
export const en = {
  'viewMode.label': 'View mode',
  'viewMode.auto': 'Automatic view',
  'viewMode.mobile': 'Mobile view',
  'viewMode.desktop': 'Desktop view',
} as const;

export type SwitcherMessages = { readonly [K in keyof typeof en]: string };
