import type { PageMessages } from './en';

/** Hebrew texts of the pages. `satisfies PageMessages` makes a missing or extra key a type error. */
export const he = {
  'notFound.title': 'הדף לא נמצא',
  'notFound.heading': 'לא מצאנו את הדף הזה',
  'notFound.intro': 'ייתכן שהכתובת הוקלדה לא נכון, או שהדף עבר למקום אחר. כדאי להתחיל מכאן:',
  'notFound.description': 'הדף שביקשתם לא קיים באתר.',

  'footer.about':
    'נתונים ואנליטיקה לעסקים בישראל: תחזיות, דשבורדים והחלטות שהצוותים שלכם יכולים לפעול לפיהן.',
  'footer.pages': 'החברה',
  'footer.services': 'שירותים',
  'footer.contact': 'יצירת קשר',
  'footer.legal': 'מידע משפטי',
  'footer.rights': '© {year} {company}. כל הזכויות שמורות.',

  'page.home.title': 'שירותי נתונים ואנליטיקה לעסקים',
  'page.home.heading': 'החלטות שנשענות על הנתונים שלכם',
  'page.home.intro':
    'כוונה אנליטיקס הופכת את הנתונים שהעסק שלכם כבר אוסף לתחזיות, לדשבורדים ולהחלטות שהצוותים יכולים לפעול לפיהן — במכירות, ברכש, בתפעול ובשירות.',
  'page.home.description':
    'כוונה אנליטיקס עוזרת לעסקים להחליט על סמך עובדות: תמיכה בהחלטות, תובנות לקוחות, רכש חכם, בקרת איכות, ניתוח מכירות, ניהול תורים ומלאי חכם.',

  'page.about.title': 'מי אנחנו',
  'page.about.heading': 'על כוונה אנליטיקס',
  'page.about.description':
    'מי אנחנו, איך אנחנו עובדים עם לקוחות ואיך אנחנו שומרים על הנתונים שלהם.',

  'page.contact.title': 'צור קשר',
  'page.contact.heading': 'דברו עם אנליסט',
  'page.contact.description': 'יצירת קשר עם כוונה אנליטיקס לשיחה על פרויקט נתונים או אנליטיקה.',

  'page.usecases.title': 'סיפורי הצלחה',
  'page.usecases.heading': 'מה לקוחות השיגו בעזרת הנתונים שלהם',
  'page.usecases.description':
    'סיפורי הצלחה של פרויקטי נתונים ואנליטיקה — לכל אחד הבעיה, הגישה והתוצאה שנמדדה.',

  'page.decisionMaking.title': 'קבלת החלטות',
  'page.decisionMaking.heading': 'תמיכה בהחלטות שאפשר להסביר',
  'page.decisionMaking.description':
    'תמיכה בהחלטות מבוססת נתונים: מודלים של תרחישים, תחזיות והשוואה ברורה בין חלופות.',

  'page.sales.title': 'ניתוח מכירות',
  'page.sales.heading': 'ניתוח מכירות שמוצא את העסקה הבאה',
  'page.sales.description':
    'ניתוח מכירות: מה מניע את ההכנסות, בריאות צנרת העסקאות, תמחור ותחזיות שצוות המכירות ישתמש בהן.',

  'page.procurement.title': 'רכש חכם',
  'page.procurement.heading': 'לקנות את הכמות הנכונה במחיר הנכון',
  'page.procurement.description': 'רכש חכם: חיזוי ביקוש, מדידת ביצועי ספקים וניתוח הוצאות.',

  'page.qualityControl.title': 'בקרת איכות',
  'page.qualityControl.heading': 'לתפוס תקלות לפני שהלקוחות שלכם יתפסו אותן',
  'page.qualityControl.description':
    'אנליטיקה לבקרת איכות: ניטור תהליכים, זיהוי חריגות וניתוח שורש הבעיה.',

  'page.customerInsights.title': 'תובנות לקוחות',
  'page.customerInsights.heading': 'להבין למה לקוחות קונים, נשארים ועוזבים',
  'page.customerInsights.description':
    'תובנות לקוחות: פילוח, ערך לקוח לאורך זמן, חיזוי נטישה וניתוח קול הלקוח.',

  'page.queueManagement.title': 'ניהול תורים',
  'page.queueManagement.heading': 'תורים קצרים יותר בלי להוסיף עובדים',
  'page.queueManagement.description':
    'אנליטיקה לניהול תורים: חיזוי הגעות, תכנון איוש וקיצור זמני המתנה.',

  'page.smartInventory.title': 'מלאי חכם',
  'page.smartInventory.heading': 'פחות מלאי על המדף, פחות מדפים ריקים',
  'page.smartInventory.description':
    'מלאי חכם: אופטימיזציה של מלאי, נקודות הזמנה וזמינות לפי פריט ומיקום.',

  'page.customSolutions.title': 'פתרונות בהתאמה אישית',
  'page.customSolutions.heading': 'אנליטיקה שנבנית סביב השאלה שלכם',
  'page.customSolutions.description':
    'פתרונות נתונים ואנליטיקה בהתאמה אישית: צנרות נתונים, מודלים ודשבורדים שתוכננו לעסק שלכם.',

  'page.accessibility.title': 'הצהרת נגישות',
  'page.accessibility.heading': 'הצהרת נגישות',
  'page.accessibility.description':
    'איך אתר כוונה אנליטיקס עומד בתקן ת״י 5568 וב־WCAG 2.1 AA, מה המגבלות הידועות ואיך פונים לרכזת הנגישות.',

  'page.privacy.title': 'מדיניות פרטיות',
  'page.privacy.heading': 'מדיניות פרטיות',
  'page.privacy.description':
    'איזה מידע אישי כוונה אנליטיקס אוספת דרך האתר, למה, לכמה זמן, ומה הזכויות שלכם.',

  'page.contactThanks.title': 'ההודעה נשלחה',
  'page.contactThanks.heading': 'תודה על הפנייה',
  'page.contactThanks.description':
    'הפנייה שלכם הגיעה לכוונה אנליטיקס. אנליסט יחזור אליכם תוך יום עסקים אחד.',
  'page.contactThanks.text':
    'הפנייה שלכם אצלנו. אנליסט שיכול לעבוד על הפרויקט שלכם יקרא אותה ויחזור אליכם לכתובת הדוא״ל שמסרתם, תוך יום עסקים אחד.',
  'page.contactThanks.home': 'חזרה לדף הבית',
  'page.contactThanks.usecases': 'קראו את סיפורי ההצלחה שלנו',
} as const satisfies PageMessages;
