/** English messages. The shape of this object is the `Messages` type every language must satisfy. */
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
  'footer.about':
    'Data and analytics for Israeli businesses: forecasts, dashboards and decisions your teams can act on.',
  'footer.pages': 'Company',
  'footer.services': 'Services',
  'footer.contact': 'Contact',
  'footer.legal': 'Legal',
  'footer.rights': '© {year} {company} All rights reserved.',

  skipLink: 'Skip to main content',
  loading: 'Loading the page…',

  'language.toggle.label': 'עברית',
  'language.toggle.name': 'Switch to Hebrew',

  'viewMode.label': 'View mode',
  'viewMode.auto': 'Automatic view',
  'viewMode.mobile': 'Mobile view',
  'viewMode.desktop': 'Desktop view',

  'toast.region': 'Notifications ({hotkey})',
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

  'error.heading': 'Unexpected Application Error!',
  'error.help':
    'Something went wrong while showing this page. Reloading usually fixes it; if it does not, the home page will get you back on track.',
  'error.reload': 'Reload the page',
  'error.home': 'Go to the home page',
  'error.stack': 'Technical details',

  'notFound.title': 'Page not found',
  'notFound.heading': 'We could not find that page',
  'notFound.intro':
    'The address may be mistyped, or the page may have moved. These pages are a good place to start:',
  'notFound.description': 'The page you asked for does not exist on this site.',

  'page.home.title': 'Data and analytics services for business',
  'page.home.heading': 'Decisions backed by your own data',
  'page.home.intro':
    'Kavana Analytics turns the data your business already collects into forecasts, dashboards and decisions your teams can act on — in sales, purchasing, operations and service.',
  'page.home.description':
    'Kavana Analytics helps businesses decide with evidence: decision support, customer insights, smart procurement, quality control, sales analytics, queue management and smart inventory.',

  'page.about.title': 'About us',
  'page.about.heading': 'About Kavana Analytics',
  'page.about.description':
    'Who Kavana Analytics is, how we work with clients and how we look after their data.',

  'page.contact.title': 'Contact us',
  'page.contact.heading': 'Talk to an analyst',
  'page.contact.description':
    'Get in touch with Kavana Analytics to discuss a data or analytics project.',

  'page.usecases.title': 'Use cases',
  'page.usecases.heading': 'What clients achieved with their data',
  'page.usecases.description':
    'Use cases of data and analytics projects, each with the problem, the approach and the measured result.',

  'page.decisionMaking.title': 'Decision making',
  'page.decisionMaking.heading': 'Decision support you can explain',
  'page.decisionMaking.description':
    'Data-driven decision support: scenario models, forecasts and clear trade-offs for management.',

  'page.sales.title': 'Sales analytics',
  'page.sales.heading': 'Sales analytics that finds the next sale',
  'page.sales.description':
    'Sales analytics: revenue drivers, pipeline health, pricing and forecasts your sales team will use.',

  'page.procurement.title': 'Smart procurement',
  'page.procurement.heading': 'Buy the right amount at the right price',
  'page.procurement.description':
    'Smart procurement: demand forecasting, supplier performance and spend analysis.',

  'page.qualityControl.title': 'Quality control',
  'page.qualityControl.heading': 'Catch defects before your customers do',
  'page.qualityControl.description':
    'Quality control analytics: process monitoring, anomaly detection and root-cause analysis.',

  'page.customerInsights.title': 'Customer insights',
  'page.customerInsights.heading': 'Know why customers buy, stay and leave',
  'page.customerInsights.description':
    'Customer insights: segmentation, lifetime value, churn prediction and voice-of-customer analysis.',

  'page.queueManagement.title': 'Queue management',
  'page.queueManagement.heading': 'Shorter queues without more staff',
  'page.queueManagement.description':
    'Queue management analytics: arrival forecasting, staffing plans and waiting-time reduction.',

  'page.smartInventory.title': 'Smart inventory',
  'page.smartInventory.heading': 'Less stock on the shelf, fewer empty shelves',
  'page.smartInventory.description':
    'Smart inventory: stock optimisation, reorder points and availability per item and location.',

  'page.customSolutions.title': 'Custom solutions',
  'page.customSolutions.heading': 'Analytics built around your question',
  'page.customSolutions.description':
    'Custom data and analytics solutions: pipelines, models and dashboards designed for your business.',

  'page.accessibility.title': 'Accessibility statement',
  'page.accessibility.heading': 'Accessibility statement',
  'page.accessibility.description':
    'How the Kavana Analytics website meets IS 5568 and WCAG 2.1 AA, its known gaps, and how to reach our accessibility coordinator.',

  'page.privacy.title': 'Privacy notice',
  'page.privacy.heading': 'Privacy notice',
  'page.privacy.description':
    'What personal information Kavana Analytics collects through its website, why, for how long, and your rights.',
  'contact.toast.sent.title': 'Message sent',
  'contact.toast.sent.description': 'We will reply within one business day.',
  'contact.toast.failed.title': 'Your message was not sent',
  'contact.toast.failed.description':
    'Check your connection and try again. Nothing you wrote is lost.',
  'page.contactThanks.title': 'Message sent',
  'page.contactThanks.heading': 'Thank you for your message',
  'page.contactThanks.description':
    'Your message reached Kavana Analytics. An analyst will reply within one business day.',
  'page.contactThanks.text':
    'Your message is with us. An analyst who could work on your project will read it and reply to the e-mail address you gave, within one business day.',
  'page.contactThanks.home': 'Back to the home page',
  'page.contactThanks.usecases': 'Read our success stories',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = { readonly [K in MessageKey]: string };
