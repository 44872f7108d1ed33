/**
 * English texts of the pages themselves: each page's title, description and heading, the
 * not-found page's, and the footer's content. The adopted prerendered page and footer never
 * render them, so they load with client navigation and the page chunks (src/i18n/messages.ts),
 * not with the chrome. The shape of this
 * object is the `PageMessages` type the Hebrew ones must satisfy.
 */
export const en = {
  'notFound.title': 'Page not found',
  'notFound.heading': 'We could not find that page',
  'notFound.intro':
    'The address may be mistyped, or the page may have moved. These pages are a good place to start:',
  'notFound.description': 'The page you asked for does not exist on this site.',

  'footer.about':
    'Data and analytics for Israeli businesses: forecasts, dashboards and decisions your teams can act on.',
  'footer.pages': 'Company',
  'footer.services': 'Services',
  'footer.contact': 'Contact',
  'footer.legal': 'Legal',
  'footer.rights': '© {year} {company} All rights reserved.',

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

  'page.contactThanks.title': 'Message sent',
  'page.contactThanks.heading': 'Thank you for your message',
  'page.contactThanks.description':
    'Your message reached Kavana Analytics. An analyst will reply within one business day.',
  'page.contactThanks.text':
    'Your message is with us. An analyst who could work on your project will read it and reply to the e-mail address you gave, within one business day.',
  'page.contactThanks.home': 'Back to the home page',
  'page.contactThanks.usecases': 'Read our success stories',
} as const;

export type PageMessageKey = keyof typeof en;
export type PageMessages = { readonly [K in PageMessageKey]: string };
