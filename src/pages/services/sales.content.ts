import type { Localized } from '../../config/site';

/**
 * The sales analytics page's own text. English sets the shape; Hebrew matches it key for key.
 * The chart's figures live in `illustrations/SalesIllustration.tsx`; the sentences here that quote
 * them (the `leak` section) must stay in step with that data.
 */
const en = {
  hero: {
    intro:
      'We work from the exports your CRM and ERP already produce — Salesforce, HubSpot, Priority — to show where deals stall, which discounts pay for themselves and which territories need help. Then we build the forecast your weekly sales meeting can run on.',
    primaryAction: 'Talk to a sales analyst',
    secondaryAction: 'See success stories',
    highlights: [
      'Starts from the CRM you already have',
      'A first pipeline review in about three weeks',
      'A fixed price for every stage',
    ],
  },
  voices: {
    eyebrow: 'Sound familiar?',
    title: 'What sales directors tell us in a first meeting',
    intro:
      'Paraphrased from many first conversations rather than quoted from anyone in particular. Almost every one includes at least two of these.',
    items: [
      'Our forecast is whatever the reps typed into the CRM on Thursday afternoon.',
      'We close plenty of deals, but the discounts eat the margin, and nobody can tell me which of them were necessary.',
      'Two regions, the same targets, and one of them always misses. Is it the people, the customers or the map?',
      'Half the open opportunities have no close date, and a third of the accounts are duplicates.',
    ],
  },
  areas: {
    eyebrow: 'What we analyse',
    title: 'Five questions we answer from your sales data',
    intro:
      'Each one starts from records you already keep. Most projects begin with one or two of them and add the rest once the data is in order.',
    items: [
      {
        title: 'Where does the pipeline leak?',
        text: 'Conversion from stage to stage and time spent in each stage, by segment, product and lead source, rebuilt from the CRM’s change history. You see where deals stall, not just one overall win rate.',
      },
      {
        title: 'Why do we win, and why do we lose?',
        text: 'Win/loss analysis of closed deals: which traits go with a win (deal size, product mix, how many people were involved on the customer’s side, how fast the first quote went out) and what the lost deals had in common.',
      },
      {
        title: 'How much of the list price do we keep?',
        text: 'Price realisation, deal by deal: list price against the invoiced price from the ERP. Where a discount bought volume, and where it simply gave margin away.',
      },
      {
        title: 'Are targets fair across territories?',
        text: 'Each territory’s potential estimated from its customers and its market, so a rep in a thin region is not judged against one in a rich region, and targets follow the opportunity rather than last year plus ten percent.',
      },
      {
        title: 'Can we trust the CRM?',
        text: 'Duplicate accounts, missing amounts and close dates, stages nobody has touched in months: measured field by field, fixed at the source, and monitored so they stay fixed.',
      },
    ],
  },
  leak: {
    eyebrow: 'An example',
    title: 'One win rate hides the leak. The stages show it.',
    intro:
      'A typical first finding, drawn here on made-up data for a B2B distributor: deals reaching each stage this year, against the same nine months last year.',
    notes: [
      {
        term: 'The overall picture',
        detail:
          'Win rate fell from 7.0% to 5.5% of leads. On its own, that says only that something is wrong.',
      },
      {
        term: 'Stage by stage',
        detail:
          'Qualification and the later stages held steady or improved. The drop is in one step: last year 57% of qualified deals got a proposal; this year, 39%.',
      },
      {
        term: 'What we would check next',
        detail:
          'Which segments and reps, and since when. Behind this pattern there is usually a slower quoting process or a price-list change, and the CRM’s stage history tends to show which.',
      },
    ],
  },
  chart: {
    title: 'Deals reaching each sales stage, this year against last year',
    caption:
      'Made-up data. Bars: deals that reached each stage, January to September. Dark marks: the same months last year. Percentages: the share of deals that moved on from the stage before.',
    stages: ['Leads', 'Qualified', 'Proposal sent', 'Negotiation', 'Won'],
    conversionHeader: 'Moved on',
    lastYearValue: '{value} last year',
    legendThisYear: 'This year',
    legendLastYear: 'Same months last year',
    /** The text alternative: one sentence per stage, filled from the chart's data. */
    describeStage: '{stage}: {count} deals ({lastCount} last year).',
    describeConversion: '{rate} moved on from the stage before ({lastRate} last year).',
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'From a CRM export to the weekly sales meeting',
    intro:
      'Each stage has an agreed scope and a fixed price. You see the data-quality report before we draw any conclusions from the data.',
    steps: [
      {
        title: 'Export and profile',
        meta: 'Week 1',
        text: 'You send exports of opportunities, accounts, activities and invoices, or give us a read-only user. We profile every field and report on what can be trusted.',
      },
      {
        title: 'Rebuild the funnel',
        meta: 'Weeks 2–3',
        text: 'We rebuild each deal’s stage history, join it to the invoices for real prices, and go through the first findings with sales management.',
      },
      {
        title: 'Forecast and dashboards',
        meta: 'Weeks 4–8',
        text: 'A pipeline forecast with a stated error range, tested on past quarters, and dashboards in the tool you already use: Power BI, Looker Studio or the CRM itself.',
      },
      {
        title: 'Into the weekly meeting',
        meta: 'From week 8',
        text: 'We sit in on the sales meeting for a month, change what people do not use, then hand over and measure against the baseline we agreed at the start.',
      },
    ],
  },
  measures: {
    eyebrow: 'What we measure',
    title: 'The numbers we report against your baseline',
    intro:
      'Agreed before the work starts and measured the same way before and after. If a change is too small to tell apart from normal variation, we say so.',
    items: [
      {
        term: 'Forecast error',
        detail:
          'The gap between the forecast made at the start of the month and the invoiced result, as a percentage, month by month.',
      },
      {
        term: 'Stage conversion and cycle time',
        detail:
          'The share of deals that move on from each stage, and the median days spent in it, by segment and lead source.',
      },
      {
        term: 'Price realisation',
        detail:
          'Invoiced revenue as a share of list price, by product line, customer segment and rep.',
      },
      {
        term: 'CRM completeness',
        detail:
          'The share of open opportunities with an owner, an amount, a close date and a stage updated in the last 30 days.',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What sales managers ask us',
    items: [
      {
        question: 'We use Priority (or Salesforce, or HubSpot). Does it matter?',
        answer:
          'No. We work from the standard exports or through a read-only API user. Priority, Salesforce and HubSpot are the systems we see most, but any CRM that can export opportunities with their history will do.',
      },
      {
        question: 'Our CRM data is a mess. Is there any point?',
        answer:
          'Usually, yes. The first report tells you how much of the data can be trusted, and for what. The stage history is often good enough for conversion analysis even when amounts and dates are patchy, and part of the work is fixing the fields that matter at the source.',
      },
      {
        question: 'Will this turn into a tool for ranking salespeople?',
        answer:
          'Only if you want it to, and we advise against it. We compare territories after adjusting for their potential; raw figures per rep mislead more than they inform. We also suggest showing the results to the team before they reach a slide.',
      },
      {
        question: 'How accurate will the forecast be?',
        answer:
          'It depends on how many deals you close and how long they take, so we do not promise a figure in advance. We test the forecast on your past quarters and show you its error range before anyone relies on it.',
      },
    ],
  },
  cta: {
    title: 'Where does your pipeline leak?',
    text: 'Send us a year of opportunity history. Within about three weeks you will have the stage-by-stage picture and a frank note on the quality of the data, at a fixed price.',
    action: 'Talk to a sales analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type SalesContent = typeof en;

const he: SalesContent = {
  hero: {
    intro:
      'אנחנו עובדים מקובצי הייצוא שה-CRM וה-ERP שלכם כבר מפיקים — Salesforce, HubSpot, Priority — ומראים איפה עסקאות נתקעות, אילו הנחות מחזירות את עצמן ואילו אזורים צריכים חיזוק. אחר כך בונים תחזית שישיבת המכירות השבועית יכולה לעבוד איתה.',
    primaryAction: 'דברו עם אנליסט מכירות',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: [
      'מתחילים מה-CRM שכבר יש לכם',
      'סקירת צנרת ראשונה תוך כשלושה שבועות',
      'מחיר קבוע לכל שלב',
    ],
  },
  voices: {
    eyebrow: 'נשמע מוכר?',
    title: 'מה מנהלי מכירות מספרים לנו בפגישה הראשונה',
    intro:
      'ניסוח שלנו למה שעולה בהרבה שיחות ראשונות, לא ציטוט של מישהו מסוים. כמעט בכל שיחה עולים לפחות שניים מהם.',
    items: [
      'התחזית שלנו היא מה שאנשי המכירות הקלידו ל-CRM ביום חמישי אחר הצהריים.',
      'אנחנו סוגרים לא מעט עסקאות, אבל ההנחות אוכלות את הרווח, ואף אחד לא יודע להגיד לי אילו מהן היו באמת נחוצות.',
      'שני אזורים, אותם יעדים, ואחד מהם תמיד מפספס. זה האנשים, הלקוחות או החלוקה?',
      'לחצי מההזדמנויות הפתוחות אין תאריך סגירה, ושליש מהלקוחות מופיעים פעמיים.',
    ],
  },
  areas: {
    eyebrow: 'מה אנחנו מנתחים',
    title: 'חמש שאלות שנתוני המכירות שלכם יכולים לענות עליהן',
    intro:
      'כל אחת מתחילה מנתונים שאתם כבר שומרים. רוב הפרויקטים מתחילים באחת או שתיים מהן, ומוסיפים את השאר כשהנתונים מסודרים.',
    items: [
      {
        title: 'איפה הצנרת דולפת?',
        text: 'שיעור המעבר משלב לשלב והזמן שעסקה מבלה בכל שלב, לפי פלח, מוצר ומקור ליד, מתוך היסטוריית השינויים ב-CRM. רואים איפה עסקאות נתקעות, ולא רק אחוז זכייה כללי אחד.',
      },
      {
        title: 'למה אנחנו זוכים, ולמה מפסידים?',
        text: 'ניתוח win/loss של העסקאות שנסגרו: אילו מאפיינים הולכים יחד עם זכייה (גודל העסקה, תמהיל המוצרים, כמה אנשים היו מעורבים אצל הלקוח, כמה מהר יצאה הצעת המחיר הראשונה) ומה היה משותף לעסקאות שהפסדתם.',
      },
      {
        title: 'כמה ממחיר המחירון נשאר אצלנו?',
        text: 'מימוש מחיר, עסקה אחר עסקה: מחיר המחירון מול המחיר שחויב בפועל לפי ה-ERP. איפה הנחה קנתה היקף, ואיפה היא פשוט ויתרה על רווח.',
      },
      {
        title: 'היעדים הוגנים בין האזורים?',
        text: 'מעריכים את הפוטנציאל של כל אזור לפי הלקוחות והשוק שלו, כך שאיש מכירות באזור דל לא נמדד מול מי שיושב על אזור עשיר, והיעדים הולכים אחרי ההזדמנות ולא אחרי "שנה שעברה ועוד עשרה אחוזים".',
      },
      {
        title: 'אפשר לסמוך על ה-CRM?',
        text: 'לקוחות כפולים, סכומים ותאריכי סגירה חסרים, שלבים שאף אחד לא נגע בהם חודשים: מודדים שדה אחרי שדה, מתקנים במקור ומנטרים כדי שזה יישאר מתוקן.',
      },
    ],
  },
  leak: {
    eyebrow: 'דוגמה',
    title: 'אחוז זכייה אחד מסתיר את הדליפה. השלבים חושפים אותה.',
    intro:
      'ממצא ראשון טיפוסי, כאן על נתונים בדויים של מפיץ B2B: כמה עסקאות הגיעו לכל שלב השנה, לעומת אותם תשעה חודשים בשנה שעברה.',
    notes: [
      {
        term: 'התמונה הכללית',
        detail: 'אחוז הזכייה ירד מ-7.0% ל-5.5% מהלידים. לבד, זה רק אומר שמשהו לא בסדר.',
      },
      {
        term: 'שלב אחרי שלב',
        detail:
          'הסינון והשלבים המאוחרים החזיקו מעמד ואפילו השתפרו. הירידה כולה בצעד אחד: בשנה שעברה 57% מהלידים המוסמכים קיבלו הצעת מחיר, השנה 39%.',
      },
      {
        term: 'מה היינו בודקים עכשיו',
        detail:
          'באילו פלחים ואצל אילו אנשי מכירות, וממתי. מאחורי דפוס כזה עומדים בדרך כלל תהליך הצעות מחיר שהתארך או שינוי במחירון, והיסטוריית השלבים ב-CRM נוטה להראות מה מהשניים.',
      },
    ],
  },
  chart: {
    title: 'עסקאות שהגיעו לכל שלב מכירה, השנה לעומת שנה שעברה',
    caption:
      'נתונים בדויים. עמודות: עסקאות שהגיעו לכל שלב, ינואר עד ספטמבר. סימונים כהים: אותם חודשים בשנה שעברה. אחוזים: החלק מהעסקאות שעבר מהשלב הקודם.',
    stages: ['לידים', 'מוסמכים', 'הצעת מחיר', 'משא ומתן', 'נסגרו'],
    conversionHeader: 'עברו שלב',
    lastYearValue: '{value} אשתקד',
    legendThisYear: 'השנה',
    legendLastYear: 'אותם חודשים אשתקד',
    describeStage: '{stage}: {count} עסקאות ({lastCount} אשתקד).',
    describeConversion: '{rate} עברו מהשלב הקודם ({lastRate} אשתקד).',
  },
  process: {
    eyebrow: 'איך עובדים איתנו',
    title: 'מייצוא מה-CRM ועד ישיבת המכירות השבועית',
    intro:
      'לכל שלב יש היקף מוסכם ומחיר קבוע. את דוח איכות הנתונים אתם רואים לפני שאנחנו מסיקים מהנתונים משהו.',
    steps: [
      {
        title: 'ייצוא ובדיקה',
        meta: 'שבוע 1',
        text: 'אתם שולחים ייצוא של הזדמנויות, לקוחות, פעילויות וחשבוניות, או פותחים לנו משתמש לקריאה בלבד. אנחנו בודקים כל שדה ומדווחים על מה אפשר לסמוך.',
      },
      {
        title: 'משחזרים את המשפך',
        meta: 'שבועות 2–3',
        text: 'משחזרים את היסטוריית השלבים של כל עסקה, מחברים אותה לחשבוניות כדי לראות מחירים אמיתיים, ועוברים על הממצאים הראשונים עם הנהלת המכירות.',
      },
      {
        title: 'תחזית ודשבורדים',
        meta: 'שבועות 4–8',
        text: 'תחזית צנרת עם טווח טעות מוצהר, שנבדקה על רבעונים קודמים, ודשבורדים בכלי שכבר יש לכם: Power BI, Looker Studio או ה-CRM עצמו.',
      },
      {
        title: 'לתוך הישיבה השבועית',
        meta: 'משבוע 8',
        text: 'יושבים איתכם בישיבת המכירות חודש, משנים את מה שלא משתמשים בו, ואז מוסרים ומודדים מול נקודת הפתיחה שסיכמנו בהתחלה.',
      },
    ],
  },
  measures: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'המספרים שאנחנו מדווחים מול נקודת הפתיחה שלכם',
    intro:
      'מסכמים אותם לפני שמתחילים ומודדים באותה דרך לפני ואחרי. אם שינוי קטן מכדי להבדיל אותו מתנודה רגילה, נגיד לכם.',
    items: [
      {
        term: 'טעות התחזית',
        detail: 'הפער בין התחזית שניתנה בתחילת החודש לבין מה שחויב בפועל, באחוזים, חודש אחרי חודש.',
      },
      {
        term: 'מעבר בין שלבים ומשך המחזור',
        detail: 'החלק מהעסקאות שעובר כל שלב, ומספר הימים החציוני בכל שלב, לפי פלח ומקור ליד.',
      },
      {
        term: 'מימוש מחיר',
        detail: 'ההכנסה שחויבה כחלק ממחיר המחירון, לפי קו מוצרים, פלח לקוחות ואיש מכירות.',
      },
      {
        term: 'שלמות ה-CRM',
        detail:
          'החלק מההזדמנויות הפתוחות שיש להן אחראי, סכום, תאריך סגירה ושלב שעודכן ב-30 הימים האחרונים.',
      },
    ],
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלי מכירות שואלים אותנו',
    items: [
      {
        question: 'זה משנה עם איזה CRM אנחנו עובדים: Priority, Salesforce או HubSpot?',
        answer:
          'לא. אנחנו עובדים מקובצי הייצוא הרגילים או דרך משתמש API לקריאה בלבד. Priority, Salesforce ו-HubSpot הן המערכות שאנחנו פוגשים הכי הרבה, אבל כל CRM שיודע לייצא הזדמנויות עם ההיסטוריה שלהן מספיק.',
      },
      {
        question: 'הנתונים ב-CRM שלנו בבלגן. יש טעם בכלל?',
        answer:
          'בדרך כלל כן. הדוח הראשון אומר לכם כמה מהנתונים אפשר לסמוך עליהם, ולמה. היסטוריית השלבים טובה מספיק לניתוח המעברים גם כשהסכומים והתאריכים חלקיים, וחלק מהעבודה הוא לתקן במקור את השדות שחשובים.',
      },
      {
        question: 'זה לא יהפוך לכלי לדירוג אנשי מכירות?',
        answer:
          'רק אם תרצו, ואנחנו ממליצים שלא. אנחנו משווים בין אזורים אחרי התאמה לפוטנציאל שלהם; מספרים גולמיים לכל איש מכירות מטעים יותר משהם מלמדים. אנחנו גם ממליצים להציג את התוצאות לצוות לפני שהן מגיעות למצגת.',
      },
      {
        question: 'כמה מדויקת תהיה התחזית?',
        answer:
          'זה תלוי בכמה עסקאות אתם סוגרים ובכמה זמן הן לוקחות, ולכן אנחנו לא מבטיחים מספר מראש. אנחנו בודקים את התחזית על הרבעונים הקודמים שלכם ומראים לכם את טווח הטעות שלה לפני שמישהו מסתמך עליה.',
      },
    ],
  },
  cta: {
    title: 'איפה הצנרת שלכם דולפת?',
    text: 'שלחו לנו שנה של היסטוריית הזדמנויות. תוך כשלושה שבועות תקבלו את התמונה שלב אחרי שלב והערה כנה על איכות הנתונים, במחיר קבוע.',
    action: 'דברו עם אנליסט מכירות',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<SalesContent>;
