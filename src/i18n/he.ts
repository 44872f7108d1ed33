import type { Messages } from './en';

/** Hebrew messages. `satisfies Messages` makes a missing or extra key a type error. */
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
  'footer.about':
    'נתונים ואנליטיקה לעסקים בישראל: תחזיות, דשבורדים והחלטות שהצוותים שלכם יכולים לפעול לפיהן.',
  'footer.pages': 'החברה',
  'footer.services': 'שירותים',
  'footer.contact': 'יצירת קשר',
  'footer.legal': 'מידע משפטי',
  'footer.rights': '© {year} {company}. כל הזכויות שמורות.',

  skipLink: 'דילוג לתוכן הראשי',
  loading: 'הדף נטען…',

  'language.toggle.label': 'English',
  'language.toggle.name': 'מעבר לאנגלית',

  'viewMode.label': 'מצב תצוגה',
  'viewMode.auto': 'תצוגה אוטומטית',
  'viewMode.mobile': 'תצוגת נייד',
  'viewMode.desktop': 'תצוגת מחשב',

  'toast.region': 'התראות ({hotkey})',
  'toast.announcement': 'התראה',
  'toast.close': 'סגירת ההתראה',
  'toast.viewMode.title': 'התצוגה השתנתה',
  'toast.viewMode.auto': 'מעכשיו הפריסה מתאימה את עצמה למסך שלך.',
  'toast.viewMode.mobile': 'מוצגת עכשיו פריסת הנייד.',
  'toast.viewMode.desktop': 'מוצגת עכשיו פריסת המחשב.',
  'toast.viewMode.undo': 'ביטול',
  'toast.viewMode.undoAlt': 'אפשר לחזור לתצוגה הקודמת בעזרת כפתורי מצב התצוגה בפינה הימנית התחתונה',
  'toast.storage.title': 'לא הצלחנו לשמור את ההעדפה שלך',
  'toast.storage.description':
    'הדפדפן חוסם אחסון מקומי, ולכן הבחירה שלך לא תישמר אחרי שתעזבו את האתר. כל השאר עובד כרגיל.',

  'error.heading': 'Unexpected Application Error!',
  'error.help':
    'משהו השתבש בהצגת הדף. טעינה מחדש בדרך כלל פותרת את זה, ואם לא — דף הבית יחזיר אתכם למסלול.',
  'error.reload': 'טעינת הדף מחדש',
  'error.home': 'מעבר לדף הבית',
  'error.stack': 'פרטים טכניים',

  'notFound.title': 'הדף לא נמצא',
  'notFound.heading': 'לא מצאנו את הדף הזה',
  'notFound.intro': 'ייתכן שהכתובת הוקלדה לא נכון, או שהדף עבר למקום אחר. כדאי להתחיל מכאן:',
  'notFound.description': 'הדף שביקשתם לא קיים באתר.',

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
  'contact.toast.sent.title': 'ההודעה נשלחה',
  'contact.toast.sent.description': 'נחזור אליכם תוך יום עסקים אחד.',
  'contact.toast.failed.title': 'ההודעה לא נשלחה',
  'contact.toast.failed.description': 'בדקו את החיבור ונסו שוב. שום דבר ממה שכתבתם לא אבד.',
  'page.contactThanks.title': 'ההודעה נשלחה',
  'page.contactThanks.heading': 'תודה על הפנייה',
  'page.contactThanks.description':
    'הפנייה שלכם הגיעה לכוונה אנליטיקס. אנליסט יחזור אליכם תוך יום עסקים אחד.',
  'page.contactThanks.text':
    'הפנייה שלכם אצלנו. אנליסט שיכול לעבוד על הפרויקט שלכם יקרא אותה ויחזור אליכם לכתובת הדוא״ל שמסרתם, תוך יום עסקים אחד.',
  'page.contactThanks.home': 'חזרה לדף הבית',
  'page.contactThanks.usecases': 'קראו את סיפורי ההצלחה שלנו',
} as const satisfies Messages;
