import type { ChromeMessages } from './en';

/** Hebrew messages. `satisfies ChromeMessages` makes a missing or extra key a type error. */
export const he = {
  'site.name': 'כוונה אנליטיקס',

  'nav.label': 'ניווט באתר',
  'nav.services': 'שירותים',
  'nav.menu.open': 'פתיחת התפריט',
  'nav.menu.close': 'סגירת התפריט',
  'nav.home': 'דף הבית',
  'nav.about': 'מי אנחנו',
  'nav.usecases': 'סיפורי הצלחה',
  'nav.contact': 'צור קשר',
  'nav.decisionMaking': 'קבלת החלטות',
  'nav.customerInsights': 'תובנות לקוחות',
  'nav.procurement': 'רכש חכם',
  'nav.qualityControl': 'בקרת איכות',
  'nav.sales': 'ניתוח מכירות',
  'nav.queueManagement': 'ניהול תורים',
  'nav.smartInventory': 'מלאי חכם',
  'nav.customSolutions': 'פתרונות בהתאמה אישית',
  'nav.accessibility': 'הצהרת נגישות',
  'nav.privacy': 'מדיניות פרטיות',

  'footer.label': 'כותרת תחתונה',

  skipLink: 'דילוג לתוכן הראשי',
  loading: 'הדף נטען…',

  'language.toggle.label': 'English',
  'language.toggle.name': 'מעבר לאנגלית',

  'toast.region': 'התראות ({hotkey})',

  'error.heading': 'Unexpected Application Error!',
  'error.help':
    'משהו השתבש בהצגת הדף. טעינה מחדש בדרך כלל פותרת את זה, ואם לא — דף הבית יחזיר אתכם למסלול.',
  'error.reload': 'טעינת הדף מחדש',
  'error.home': 'מעבר לדף הבית',
} as const satisfies ChromeMessages;
