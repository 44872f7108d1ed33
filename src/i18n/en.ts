/**
 * English messages of the chrome, which every page loads with the app: the pages' own texts are
 * in `./pages`, the notifications' in `./toast`, the contact form's in `./contact`. The shape of
 * this object is the `ChromeMessages` type every language must satisfy.
 */
export const en = {
  'site.name': 'Kavana Analytics',

  'nav.label': 'Site navigation',
  'nav.services': 'Services',
  'nav.menu.open': 'Open the menu',
  'nav.menu.close': 'Close the menu',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.usecases': 'Use Cases',
  'nav.contact': 'Contact',
  'nav.decisionMaking': 'Decision Making',
  'nav.customerInsights': 'Customer Insights',
  'nav.procurement': 'Smart Procurement',
  'nav.qualityControl': 'Quality Control',
  'nav.sales': 'Sales Analytics',
  'nav.queueManagement': 'Queue Management',
  'nav.smartInventory': 'Smart Inventory',
  'nav.customSolutions': 'Custom Solutions',
  'nav.accessibility': 'Accessibility statement',
  'nav.privacy': 'Privacy notice',

  'footer.label': 'Site footer',

  skipLink: 'Skip to main content',
  loading: 'Loading the page…',

  'language.toggle.label': 'עברית',
  'language.toggle.name': 'Switch to Hebrew',

  'toast.region': 'Notifications ({hotkey})',

  'error.heading': 'Unexpected Application Error!',
  'error.help':
    'Something went wrong while showing this page. Reloading usually fixes it; if it does not, the home page will get you back on track.',
  'error.reload': 'Reload the page',
  'error.home': 'Go to the home page',
} as const;

export type ChromeMessages = { readonly [K in keyof typeof en]: string };
export type ChromeMessageKey = keyof ChromeMessages;
