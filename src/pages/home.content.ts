import type { Localized } from '../config/site';

/**
 * The home page's own text, in its own chunk. `{year}` is filled with the company's founding
 * year and `{phone}` is never written here: both come from `src/config/site.ts`.
 * English sets the shape; Hebrew must match it key for key (`satisfies Localized<HomeContent>`).
 */
const en = {
  hero: {
    primaryAction: 'Talk to an analyst',
    secondaryAction: 'See success stories',
    highlights: [
      'Working with Israeli businesses since {year}',
      'A fixed price for every stage',
      'Your data stays under your control',
    ],
  },
  services: {
    eyebrow: 'What we do',
    title: 'Eight ways to put your data to work',
    intro:
      'Start with the question that costs you most today. Each service is a focused project with a measurable goal, and each one builds on the last.',
    cards: {
      decisionMaking:
        'Scenario models that show what each option is likely to cost and return, and how sure we can be.',
      customerInsights:
        'Segments, lifetime value and early churn signals drawn from your transactions and service history.',
      procurement:
        'Demand forecasts and supplier scorecards that cut over-ordering and last-minute purchases.',
      qualityControl:
        'Process monitoring and anomaly alerts that catch a fault while it is still cheap to fix.',
      sales:
        'What drives revenue, where deals stall, and forecasts your sales team will actually use.',
      queueManagement:
        'Arrival forecasts and shift plans for branches, clinics and service centres.',
      smartInventory: 'A reorder point for every item in every store, updated as demand changes.',
      customSolutions:
        'When nothing off the shelf fits: a data pipeline, model and dashboard built around your question.',
    },
  },
  proof: {
    eyebrow: 'Results',
    title: 'What we have measured so far',
    intro:
      'Figures from our own project records. Each result was measured against the client’s own baseline from before the project began.',
    stats: [
      {
        figure: '140+',
        label: 'projects delivered',
        context:
          'for retailers, manufacturers, logistics companies and service providers since {year}',
      },
      {
        figure: '23%',
        label: 'median drop in stock-outs',
        context:
          'across 18 smart-inventory projects in 2021–2025, over the six months after go-live',
      },
      {
        figure: '31%',
        label: 'shorter median wait',
        context:
          'across 11 queue-management projects at branches, clinics and service centres, 2022–2025',
      },
      {
        figure: '9 weeks',
        label: 'median time to a first result in use',
        context:
          'from the first meeting to a forecast or dashboard used in daily work, for projects started in 2023–2025',
      },
    ],
    note: 'These are medians, not our best cases. Results depend on the data available and on what the business does with it.',
  },
  process: {
    eyebrow: 'How we work',
    title: 'From question to working tool in four stages',
    intro:
      'Every stage has an agreed scope and price, and you decide whether to go on before the next one starts.',
    steps: [
      {
        title: 'Define the question',
        meta: '1–2 weeks',
        text: 'We sit with the people who make the decision, agree what success looks like in numbers, and check which data can answer the question.',
      },
      {
        title: 'Prove it on your data',
        meta: '3–5 weeks',
        text: 'A working model on a slice of your real data, with its accuracy stated plainly, so you can judge it before investing more.',
      },
      {
        title: 'Put it to work',
        meta: '4–8 weeks',
        text: 'We connect it to the tools your teams already use, such as your ERP, Excel or Power BI, and train the people who will rely on it.',
      },
      {
        title: 'Measure and hand over',
        meta: '3 months after launch',
        text: 'We measure the result against the baseline agreed at the start, then hand over the code, the documentation and the know-how.',
      },
    ],
  },
  demo: {
    eyebrow: 'Demo',
    title: 'See it in action',
    intro: 'A short walk-through of the kind of tool we build, running on made-up sample data.',
  },
  story: {
    eyebrow: 'Success story',
    title: 'Fewer empty shelves without more stock',
    intro: 'A food retail chain with about 60 stores.',
    facts: [
      {
        term: 'The challenge',
        detail: 'Popular items ran out at weekends while slow sellers filled the storerooms.',
      },
      {
        term: 'What we did',
        detail:
          'A demand forecast for every item in every store, with reorder points recalculated each night from the day’s sales.',
      },
      {
        term: 'The result',
        detail: 'Stock-outs fell by 27% within six months, while average stock stayed level.',
      },
    ],
    link: 'All success stories',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What clients usually ask first',
    items: [
      {
        question: 'Do we need a data warehouse before we start?',
        answer:
          'No. Most projects start from the ERP, the point-of-sale system and a few spreadsheets. If a data warehouse becomes worth building, we will tell you when the numbers justify it.',
      },
      {
        question: 'Where does our data stay?',
        answer:
          'With you wherever possible: we work in your cloud account or on your servers, under a confidentiality agreement, and delete our working copies when the project ends.',
      },
      {
        question: 'How is a project priced?',
        answer:
          'Each stage has a fixed price agreed before it starts. The first stage is short, so you can see how we work before committing to more.',
      },
      {
        question: 'Who will we work with?',
        answer:
          'The same small team from the first meeting to hand-over: an analyst who leads the project and a data engineer, joined by a statistician when the question calls for one.',
      },
    ],
  },
  cta: {
    title: 'Have a question your data should be answering?',
    text: 'Tell us about it. An analyst, not a salesperson, replies within one business day.',
    action: 'Talk to an analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type HomeContent = typeof en;

const he: HomeContent = {
  hero: {
    primaryAction: 'דברו עם אנליסט',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: [
      'עובדים עם עסקים בישראל מאז {year}',
      'מחיר קבוע לכל שלב',
      'הנתונים נשארים בשליטה שלכם',
    ],
  },
  services: {
    eyebrow: 'מה אנחנו עושים',
    title: 'שמונה דרכים להוציא יותר מהנתונים שלכם',
    intro:
      'מתחילים מהשאלה שעולה לכם הכי הרבה כסף היום. כל שירות הוא פרויקט ממוקד עם יעד שאפשר למדוד, וכל אחד נבנה על מה שכבר עשינו יחד.',
    cards: {
      decisionMaking:
        'מודלים של תרחישים שמראים כמה כל חלופה צפויה לעלות ולהכניס, ועד כמה אפשר לסמוך על ההערכה.',
      customerInsights:
        'פילוחים, ערך לקוח לאורך זמן וסימנים מוקדמים לנטישה, מתוך העסקאות והיסטוריית השירות שלכם.',
      procurement: 'תחזיות ביקוש ודירוג ספקים שמצמצמים הזמנות עודפות ורכישות של הרגע האחרון.',
      qualityControl: 'ניטור תהליכים והתראות על חריגות, שמזהים תקלה כשעוד זול לתקן אותה.',
      sales: 'מה מניע את ההכנסות, איפה עסקאות נתקעות, ותחזיות שאנשי המכירות באמת ישתמשו בהן.',
      queueManagement: 'תחזיות הגעה ותכנון משמרות לסניפים, למרפאות ולמוקדי שירות.',
      smartInventory: 'נקודת הזמנה לכל פריט בכל סניף, שמתעדכנת כשהביקוש משתנה.',
      customSolutions: 'כשאף פתרון מדף לא מתאים: צנרת נתונים, מודל ודשבורד שנבנים סביב השאלה שלכם.',
    },
  },
  proof: {
    eyebrow: 'תוצאות',
    title: 'מה מדדנו עד היום',
    intro:
      'המספרים לקוחים מתיעוד הפרויקטים שלנו. כל תוצאה נמדדה מול נקודת הפתיחה של הלקוח עצמו, כפי שהייתה לפני שהתחלנו לעבוד.',
    stats: [
      {
        figure: '140+',
        label: 'פרויקטים שהושלמו',
        context: 'עבור רשתות קמעונאות, מפעלים, חברות לוגיסטיקה ונותני שירותים, מאז {year}',
      },
      {
        figure: '23%',
        label: 'ירידה חציונית בחוסרים במלאי',
        context: 'ב-18 פרויקטים של מלאי חכם בשנים 2021–2025, בחצי השנה שאחרי העלייה לאוויר',
      },
      {
        figure: '31%',
        label: 'קיצור חציוני של זמן ההמתנה',
        context: 'ב-11 פרויקטים של ניהול תורים בסניפים, במרפאות ובמוקדי שירות, בשנים 2022–2025',
      },
      {
        figure: '9 שבועות',
        label: 'זמן חציוני עד לתוצר ראשון בשימוש',
        context:
          'מהפגישה הראשונה ועד לתחזית או לדשבורד שמשמשים בעבודה השוטפת, בפרויקטים שהתחילו בשנים 2023–2025',
      },
    ],
    note: 'אלה ערכים חציוניים, לא המקרים הכי מוצלחים שלנו. התוצאה תלויה בנתונים שיש ובמה שהעסק עושה איתם.',
  },
  process: {
    eyebrow: 'איך אנחנו עובדים',
    title: 'מהשאלה ועד לכלי עובד, בארבעה שלבים',
    intro: 'לכל שלב יש היקף ומחיר שסוכמו מראש, ואתם מחליטים אם להמשיך לפני שהשלב הבא מתחיל.',
    steps: [
      {
        title: 'מגדירים את השאלה',
        meta: '1–2 שבועות',
        text: 'יושבים עם מי שמקבלים את ההחלטות, מסכמים איך נראית הצלחה במספרים ובודקים אילו נתונים יכולים לענות על השאלה.',
      },
      {
        title: 'מוכיחים על הנתונים שלכם',
        meta: '3–5 שבועות',
        text: 'בונים מודל עובד על חלק מהנתונים האמיתיים שלכם ומציגים בגלוי את רמת הדיוק שלו, כדי שתוכלו לשפוט אותו לפני שמשקיעים יותר.',
      },
      {
        title: 'מטמיעים בעבודה',
        meta: '4–8 שבועות',
        text: 'מחברים את המודל לכלים שהצוותים כבר עובדים איתם, כמו ה-ERP, Excel או Power BI, ומדריכים את מי שיסתמכו עליו.',
      },
      {
        title: 'מודדים ומוסרים',
        meta: '3 חודשים אחרי ההשקה',
        text: 'מודדים את התוצאה מול נקודת הפתיחה שסיכמנו בהתחלה, ומעבירים אליכם את הקוד, את התיעוד ואת הידע.',
      },
    ],
  },
  demo: {
    eyebrow: 'הדגמה',
    title: 'ראו איך זה עובד',
    intro: 'סיור קצר בכלי מהסוג שאנחנו בונים, על נתוני דוגמה בדויים.',
  },
  story: {
    eyebrow: 'סיפור הצלחה',
    title: 'פחות מדפים ריקים, בלי להגדיל את המלאי',
    intro: 'רשת קמעונאות מזון עם כ-60 סניפים.',
    facts: [
      {
        term: 'האתגר',
        detail: 'מוצרים מבוקשים אזלו בסופי שבוע, בזמן שמוצרים שנמכרים לאט מילאו את המחסנים.',
      },
      {
        term: 'מה עשינו',
        detail:
          'תחזית ביקוש לכל פריט בכל סניף, ונקודות הזמנה שמחושבות מחדש בכל לילה לפי המכירות של אותו יום.',
      },
      {
        term: 'התוצאה',
        detail: 'בתוך חצי שנה החוסרים ירדו ב-27%, והמלאי הממוצע נשאר באותה רמה.',
      },
    ],
    link: 'לכל סיפורי ההצלחה',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה לקוחות שואלים אותנו בדרך כלל',
    items: [
      {
        question: 'צריך מחסן נתונים לפני שמתחילים?',
        answer:
          'לא. רוב הפרויקטים מתחילים ממערכת ה-ERP, מהקופות ומכמה קובצי Excel. אם יתברר שמשתלם להקים מחסן נתונים, נגיד לכם את זה כשהמספרים יצדיקו.',
      },
      {
        question: 'איפה הנתונים שלנו נשמרים?',
        answer:
          'ככל האפשר אצלכם: אנחנו עובדים בחשבון הענן שלכם או על השרתים שלכם, תחת הסכם סודיות, ומוחקים את עותקי העבודה שלנו בסוף הפרויקט.',
      },
      {
        question: 'איך מתמחרים פרויקט?',
        answer:
          'לכל שלב יש מחיר קבוע שמסכמים לפני שהוא מתחיל. השלב הראשון קצר, כך שתוכלו להכיר את צורת העבודה שלנו לפני שאתם מתחייבים להמשך.',
      },
      {
        question: 'עם מי נעבוד?',
        answer:
          'עם אותו צוות קטן מהפגישה הראשונה ועד המסירה: אנליסט שמוביל את הפרויקט ומהנדס נתונים, ובמידת הצורך מצטרף גם סטטיסטיקאי.',
      },
    ],
  },
  cta: {
    title: 'יש לכם שאלה שהנתונים אמורים לענות עליה?',
    text: 'ספרו לנו עליה. אנליסט, לא איש מכירות, יחזור אליכם תוך יום עסקים אחד.',
    action: 'דברו עם אנליסט',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<HomeContent>;
