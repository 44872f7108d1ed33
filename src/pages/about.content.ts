import type { Localized } from '../config/site';

/**
 * The About page's own text. `{year}` is filled with the founding year, and the address, office
 * hours, phone and e-mail addresses are never written here: all come from `src/config/site.ts`.
 * Each point's `icon` names one of the page's icons (see `AboutPage`).
 * The data-protection section states practices, not certificates: the company is not ISO 27001
 * certified and must not say so.
 */

export type PointIcon =
  | 'decision'
  | 'proof'
  | 'tools'
  | 'handover'
  | 'honest'
  | 'price'
  | 'language'
  | 'independent'
  | 'environment'
  | 'access'
  | 'encryption'
  | 'agreement'
  | 'law'
  | 'standard';

export interface Point {
  icon: PointIcon;
  title: string;
  text: string;
}

const en = {
  hero: {
    intro:
      'Kavana Analytics has helped Israeli businesses decide with evidence since {year}. We are a Tel Aviv team of analysts, data engineers and statisticians who work beside your people until the numbers change how the business runs, and then hand over everything we built.',
    primaryAction: 'Talk to an analyst',
    secondaryAction: 'See success stories',
  },
  who: {
    eyebrow: 'Who we are',
    title: 'A small team that stays until it works',
    paragraphs: [
      'We founded Kavana Analytics in Tel Aviv in {year}, after years of watching good data sit unused in reports nobody read. Kavana is Hebrew for intention: every project starts from what a business intends to change, not from whatever data it happens to have.',
      'Today we are a team of analysts, data engineers and statisticians. Each project is run by the same small team from the first meeting to hand-over: an analyst who leads it and a data engineer, joined by a statistician when the question calls for one.',
      'We sell no software licences and take no commission from vendors, so what we recommend is never tied to a product. Most of our clients are retailers, manufacturers, logistics companies and service providers, and we work with them in Hebrew or in English.',
    ],
    stats: [
      {
        figure: '{year}',
        label: 'founded in Tel Aviv',
        context: 'independent ever since, with no software to sell',
      },
      {
        figure: '140+',
        label: 'projects delivered',
        context: 'for retailers, manufacturers, logistics companies and service providers',
      },
      {
        figure: '9 weeks',
        label: 'median time to a first result in use',
        context: 'from the first meeting, for projects started in 2023–2025',
      },
      {
        figure: '3',
        label: 'disciplines in every team',
        context: 'business analysis, data engineering and statistics, under one roof',
      },
    ],
  },
  approach: {
    eyebrow: 'Our approach',
    title: 'How we work with you',
    intro: 'Four habits that hold for every project, whatever its size.',
    points: [
      {
        icon: 'decision',
        title: 'We start from a decision',
        text: 'Before we touch any data, we agree with the people who decide what they need to know, and what a good result would be worth in numbers.',
      },
      {
        icon: 'proof',
        title: 'We prove it on your data first',
        text: 'A short first stage on a slice of your real data, with its accuracy stated plainly, so you can judge the result before you invest more.',
      },
      {
        icon: 'tools',
        title: 'We build into the tools you use',
        text: 'Forecasts and dashboards live where your teams already work: the ERP, Excel, Power BI or the CRM. No new system to learn unless it pays for itself.',
      },
      {
        icon: 'handover',
        title: 'We leave you independent',
        text: 'At the end you own the code, the documentation and the know-how. Many clients come back to us with the next question; none of them has to.',
      },
    ] satisfies Point[],
  },
  values: {
    eyebrow: 'What we stand for',
    title: 'What you can hold us to',
    points: [
      {
        icon: 'honest',
        title: 'Honest numbers',
        text: 'We report accuracy and uncertainty as they are, publish medians rather than best cases, and tell you when your data cannot answer the question.',
      },
      {
        icon: 'price',
        title: 'A fixed price for every stage',
        text: 'Scope and price are agreed before each stage starts, and you decide after each one whether to go on. No hourly meter running in the background.',
      },
      {
        icon: 'language',
        title: 'Plain language',
        text: 'Reports your managers can read without a glossary, in Hebrew or English. A model nobody can explain does not get used, so we explain ours.',
      },
      {
        icon: 'independent',
        title: 'Advice with no strings',
        text: 'We earn nothing from the software you buy. If a spreadsheet does the job better than a platform, we will say so.',
      },
    ] satisfies Point[],
  },
  data: {
    eyebrow: 'Data protection',
    title: 'How we handle your data',
    intro:
      'Your data is the most sensitive thing you share with us. These rules apply to every project, and they are written into our agreement with you.',
    points: [
      {
        icon: 'environment',
        title: 'It stays in your environment',
        text: 'Wherever possible we work inside your cloud account or on your servers, with user accounts you create for us and can close at any time. When data must leave your systems, it goes to a separate, encrypted workspace used for your project alone.',
      },
      {
        icon: 'access',
        title: 'Least-privilege access',
        text: 'Only the people named on your project get access: read-only unless writing is needed, and only to the tables the question requires. Names, ID numbers and contact details are removed or pseudonymised before analysis whenever the question allows.',
      },
      {
        icon: 'encryption',
        title: 'Encrypted in transit and at rest',
        text: 'Every transfer is encrypted, and so are the disks and storage that hold your data. Our accounts require multi-factor sign-in, and our laptops are company-managed with full-disk encryption.',
      },
      {
        icon: 'agreement',
        title: 'An NDA first, deletion at the end',
        text: 'A confidentiality agreement is signed before you share any data, and each of our people is bound by a personal one. Within 30 days of hand-over we delete our working copies, close our access and confirm both to you in writing.',
      },
      {
        icon: 'law',
        title: 'Israeli privacy law',
        text: 'We work under the Protection of Privacy Law, 1981 and its Data Security Regulations, including Amendment 13, in force since August 2025. You remain the controller of your databases; we act as a holder on your behalf under a written data-processing agreement, and report any security incident to you without delay.',
      },
      {
        icon: 'standard',
        title: 'Practices aligned with ISO 27001',
        text: 'Our security policies, risk assessments, access reviews and incident response follow the ISO/IEC 27001 framework. We are not certified; if your procurement requires it, send us your security questionnaire and we will answer it in full.',
      },
    ] satisfies Point[],
    contactLead: 'Questions about privacy or security? Write to',
  },
  visit: {
    eyebrow: 'Visit us',
    title: 'Where to find us',
    addressLabel: 'Our office',
    hoursLabel: 'Office hours',
    text: 'A short walk from Tel Aviv HaShalom railway station. Most first meetings take place at your offices or by video call, and you are welcome at ours by appointment.',
    action: 'All the ways to reach us',
  },
  cta: {
    title: 'Want to know what your data could tell you?',
    text: 'Start with a 30-minute call with an analyst. No preparation needed, and no obligation.',
    action: 'Talk to an analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type AboutContent = typeof en;

const he: AboutContent = {
  hero: {
    intro:
      'מאז {year} כוונה אנליטיקס עוזרת לעסקים בישראל לקבל החלטות על סמך עובדות. אנחנו צוות תל אביבי של אנליסטים, מהנדסי נתונים וסטטיסטיקאים שעובדים לצד האנשים שלכם עד שהמספרים משנים את הדרך שבה העסק מתנהל — ואז מעבירים אליכם את כל מה שבנינו.',
    primaryAction: 'דברו עם אנליסט',
    secondaryAction: 'לסיפורי ההצלחה',
  },
  who: {
    eyebrow: 'הסיפור שלנו',
    title: 'צוות קטן שנשאר עד שזה עובד',
    paragraphs: [
      'הקמנו את כוונה אנליטיקס בתל אביב ב-{year}, אחרי שנים שבהן ראינו נתונים טובים נקברים בדוחות שאף אחד לא קורא. השם אומר הכול: כל פרויקט מתחיל ממה שהעסק מתכוון לשנות, ולא מהנתונים שבמקרה יש בו.',
      'היום אנחנו צוות של אנליסטים, מהנדסי נתונים וסטטיסטיקאים. כל פרויקט מנוהל בידי אותו צוות קטן מהפגישה הראשונה ועד המסירה: אנליסט שמוביל את הפרויקט ומהנדס נתונים, ובמידת הצורך מצטרף גם סטטיסטיקאי.',
      'אנחנו לא מוכרים רישיונות תוכנה ולא מקבלים עמלות מספקים, ולכן ההמלצות שלנו אף פעם לא קשורות למוצר מסוים. רוב הלקוחות שלנו הם רשתות קמעונאות, מפעלים, חברות לוגיסטיקה ונותני שירותים, ואנחנו עובדים איתם בעברית או באנגלית.',
    ],
    stats: [
      {
        figure: '{year}',
        label: 'שנת ההקמה, בתל אביב',
        context: 'ומאז עצמאיים, בלי תוכנה למכור',
      },
      {
        figure: '140+',
        label: 'פרויקטים שהושלמו',
        context: 'עבור רשתות קמעונאות, מפעלים, חברות לוגיסטיקה ונותני שירותים',
      },
      {
        figure: '9 שבועות',
        label: 'זמן חציוני עד לתוצר ראשון בשימוש',
        context: 'מהפגישה הראשונה, בפרויקטים שהתחילו בשנים 2023–2025',
      },
      {
        figure: '3',
        label: 'תחומי מומחיות בכל צוות',
        context: 'ניתוח עסקי, הנדסת נתונים וסטטיסטיקה, תחת קורת גג אחת',
      },
    ],
  },
  approach: {
    eyebrow: 'הגישה שלנו',
    title: 'איך אנחנו עובדים איתכם',
    intro: 'ארבעה הרגלים שמלווים כל פרויקט, קטן כגדול.',
    points: [
      {
        icon: 'decision',
        title: 'מתחילים מההחלטה',
        text: 'עוד לפני שנוגעים בנתונים, מסכמים עם מי שמקבלים את ההחלטות מה הם צריכים לדעת, וכמה שווה להם תוצאה טובה במספרים.',
      },
      {
        icon: 'proof',
        title: 'מוכיחים קודם על הנתונים שלכם',
        text: 'שלב ראשון קצר על חלק מהנתונים האמיתיים שלכם, עם רמת דיוק שמוצגת בגלוי, כדי שתוכלו לשפוט את התוצאה לפני שמשקיעים יותר.',
      },
      {
        icon: 'tools',
        title: 'בונים לתוך הכלים שלכם',
        text: 'התחזיות והדשבורדים יושבים איפה שהצוותים כבר עובדים: ב-ERP, ב-Excel, ב-Power BI או ב-CRM. בלי מערכת חדשה ללמוד, אלא אם היא מחזירה את עצמה.',
      },
      {
        icon: 'handover',
        title: 'משאירים אתכם עצמאיים',
        text: 'בסוף הפרויקט הקוד, התיעוד והידע שייכים לכם. הרבה לקוחות חוזרים אלינו עם השאלה הבאה, אבל אף אחד מהם לא חייב.',
      },
    ],
  },
  values: {
    eyebrow: 'במה אנחנו מאמינים',
    title: 'על מה אפשר לסמוך עלינו',
    points: [
      {
        icon: 'honest',
        title: 'מספרים בלי קישוטים',
        text: 'אנחנו מציגים דיוק ואי-ודאות כמו שהם, מפרסמים ערכים חציוניים ולא את המקרים הכי מוצלחים, ואומרים לכם כשהנתונים פשוט לא יכולים לענות על השאלה.',
      },
      {
        icon: 'price',
        title: 'מחיר קבוע לכל שלב',
        text: 'ההיקף והמחיר נסגרים לפני שכל שלב מתחיל, ואחרי כל שלב אתם מחליטים אם להמשיך. בלי שעון שמתקתק ברקע.',
      },
      {
        icon: 'language',
        title: 'שפה פשוטה',
        text: 'דוחות שמנהלים יכולים לקרוא בלי מילון מונחים, בעברית או באנגלית. מודל שאף אחד לא מבין גם לא נכנס לשימוש, ולכן אנחנו מסבירים את שלנו.',
      },
      {
        icon: 'independent',
        title: 'ייעוץ בלי אינטרסים',
        text: 'אנחנו לא מרוויחים כלום מהתוכנה שאתם קונים. אם גיליון Excel יעשה את העבודה טוב יותר מפלטפורמה, נגיד לכם את זה.',
      },
    ],
  },
  data: {
    eyebrow: 'הגנה על מידע',
    title: 'איך אנחנו שומרים על הנתונים שלכם',
    intro:
      'הנתונים הם הדבר הרגיש ביותר שאתם משתפים איתנו. הכללים האלה חלים על כל פרויקט, והם כתובים בהסכם שלנו איתכם.',
    points: [
      {
        icon: 'environment',
        title: 'הנתונים נשארים אצלכם',
        text: 'ככל האפשר אנחנו עובדים בתוך חשבון הענן שלכם או על השרתים שלכם, עם משתמשים שאתם פותחים עבורנו ויכולים לסגור בכל רגע. כשנתונים חייבים לצאת מהמערכות שלכם, הם עוברים לסביבת עבודה נפרדת ומוצפנת שמשמשת רק את הפרויקט שלכם.',
      },
      {
        icon: 'access',
        title: 'הרשאות מינימליות',
        text: 'גישה מקבלים רק האנשים שמוגדרים בשמם בפרויקט: הרשאת קריאה בלבד, אלא אם נדרשת כתיבה, ורק לטבלאות שהשאלה מחייבת. שמות, מספרי תעודת זהות ופרטי קשר מוסרים או עוברים התממה לפני הניתוח, בכל פעם שהשאלה מאפשרת זאת.',
      },
      {
        icon: 'encryption',
        title: 'הצפנה בהעברה ובאחסון',
        text: 'כל העברה של נתונים מוצפנת, וכך גם הדיסקים והאחסון שבהם הנתונים שלכם נשמרים. הכניסה לחשבונות שלנו מחייבת אימות רב-שלבי, והמחשבים הניידים שלנו מנוהלים על ידי החברה ומוצפנים במלואם.',
      },
      {
        icon: 'agreement',
        title: 'הסכם סודיות בהתחלה, מחיקה בסוף',
        text: 'לפני שאתם משתפים איתנו נתונים כלשהם נחתם הסכם סודיות (NDA), וכל אחד מאנשי הצוות שלנו מחויב גם בהתחייבות סודיות אישית. תוך 30 יום מהמסירה אנחנו מוחקים את עותקי העבודה שלנו, סוגרים את הגישה ומאשרים לכם את שניהם בכתב.',
      },
      {
        icon: 'law',
        title: 'לפי חוק הגנת הפרטיות',
        text: 'אנחנו פועלים לפי חוק הגנת הפרטיות, התשמ״א–1981, ותקנות אבטחת המידע שמכוחו, כולל תיקון 13 שנכנס לתוקף באוגוסט 2025. אתם נשארים בעלי השליטה במאגרי המידע שלכם, ואנחנו פועלים כמחזיקים מטעמכם לפי הסכם עיבוד מידע בכתב ומדווחים לכם בלי דיחוי על כל אירוע אבטחה.',
      },
      {
        icon: 'standard',
        title: 'נהלים לפי עקרונות ISO 27001',
        text: 'נוהלי אבטחת המידע שלנו — הערכת סיכונים, בקרת הרשאות תקופתית וטיפול באירועים — בנויים לפי המסגרת של תקן ISO/IEC 27001. אין לנו הסמכה לתקן; אם נוהלי הרכש שלכם דורשים אותה, שלחו לנו את שאלון אבטחת המידע שלכם ונענה עליו במלואו.',
      },
    ],
    contactLead: 'שאלות על פרטיות או על אבטחת מידע? כתבו לנו לכתובת',
  },
  visit: {
    eyebrow: 'בואו לבקר',
    title: 'איפה תמצאו אותנו',
    addressLabel: 'המשרד שלנו',
    hoursLabel: 'שעות פעילות',
    text: 'במרחק הליכה קצר מתחנת הרכבת תל אביב–השלום. רוב הפגישות הראשונות מתקיימות אצלכם או בשיחת וידאו, ואתם מוזמנים גם אלינו, בתיאום מראש.',
    action: 'כל הדרכים ליצור קשר',
  },
  cta: {
    title: 'רוצים לדעת מה הנתונים שלכם יכולים לספר?',
    text: 'מתחילים בשיחה של 30 דקות עם אנליסט. בלי הכנה מוקדמת ובלי התחייבות.',
    action: 'דברו עם אנליסט',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<AboutContent>;
