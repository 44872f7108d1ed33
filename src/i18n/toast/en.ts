/**
 * English texts of the notifications, which only Radix's toast view shows: it loads them with its
 * own chunk, with the first toast (src/chrome/Toaster.tsx), not with the chrome. The empty
 * region's name, which every page shows, stays in `../en`. The shape of this object is the
 * `ToastMessages` type the Hebrew ones must satisfy.
 */
export const en = {
  'toast.announcement': 'Notification',
  'toast.close': 'Close notification',
  'toast.viewMode.title': 'View changed',
  'toast.viewMode.auto': 'The layout now adapts to your screen.',
  'toast.viewMode.mobile': 'You are now seeing the mobile layout.',
  'toast.viewMode.desktop': 'You are now seeing the desktop layout.',
  'toast.viewMode.undo': 'Undo',
  'toast.viewMode.undoAlt':
    'Go back to the previous view with the view-mode buttons at the bottom right',
  'toast.storage.title': 'Your preference could not be saved',
  'toast.storage.description':
    'This browser is blocking local storage, so the site will forget your choice when you leave. Everything else works.',

  'contact.toast.sent.title': 'Message sent',
  'contact.toast.sent.description': 'We will reply within one business day.',
  'contact.toast.failed.title': 'Your message was not sent',
  'contact.toast.failed.description':
    'Check your connection and try again. Nothing you wrote is lost.',
} as const;

export type ToastMessageKey = keyof typeof en;
export type ToastMessages = { readonly [K in ToastMessageKey]: string };
