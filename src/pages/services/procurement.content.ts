import type { Localized } from '../../config/site';

/**
 * The smart-procurement page's own text. English sets the shape; Hebrew matches it key for key.
 * The lead-time chart's deliveries and prices live in `illustrations/ProcurementIllustration.tsx`;
 * the `leadTimes.takeaways` sentences describe that data, so change them together.
 */
const en = {
  hero: {
    intro:
      'Your buyers juggle minimum order quantities, price breaks and suppliers who quote three weeks and deliver in five. We take the purchase history out of Priority or SAP Business One and show where the money actually goes, which suppliers keep their word, and how much to order so that a quantity discount doesn’t turn into a year of dead stock.',
    primaryAction: 'Book a spend review',
    secondaryAction: 'See success stories',
    highlights: [
      'Works from your ERP exports',
      'Buyers keep the final say',
      'Every suggestion shows its arithmetic',
    ],
  },
  problem: {
    eyebrow: 'The problem',
    title: 'Where purchasing money leaks',
    intro:
      'Three things purchasing managers tell us in almost every first meeting, in our words rather than any one person’s.',
    facts: [
      {
        term: 'Lead times',
        detail:
          'The supplier says 21 days. Sometimes it’s 14, sometimes 40, so we order early and keep extra stock just in case.',
      },
      {
        term: 'Quantities',
        detail:
          'To get the price break we order a year’s worth. Half of it is still in the warehouse when the specification changes.',
      },
      {
        term: 'Spend',
        detail:
          'We can’t say what we spend on packaging across all our sites. Every plant buys its own, from its own suppliers.',
      },
    ],
  },
  offer: {
    eyebrow: 'What we do',
    title: 'What we build for your buyers',
    intro:
      'Four tools, built in this order, because each one needs the clean data the one before it produced.',
    items: {
      spendCube: {
        title: 'A spend cube',
        text: 'Every purchase line from the ERP, classified by category, supplier and site. You see that fourteen suppliers sell you the same carton, and which three of them carry most of the spend.',
      },
      scorecard: {
        title: 'Supplier scorecards',
        text: 'On-time-in-full, the real lead time and its spread, price changes and quality returns for each supplier, from your own goods-receipt records. Useful in the next negotiation, and fair to the supplier, because it is their actual record.',
      },
      quantities: {
        title: 'Order quantities that add up',
        text: 'For each item: forecast demand, the minimum order quantity, the price breaks and the cost of holding stock, weighed together. Sometimes the bigger order pays; often the discount is smaller than a year of storage and the risk that the item goes obsolete.',
      },
      reorder: {
        title: 'Suggestions inside the ERP',
        text: 'A weekly list of what to order, from whom and how much, written back into Priority or SAP Business One as draft purchase orders. A buyer approves, edits or rejects each one.',
      },
    },
  },
  leadTimes: {
    eyebrow: 'What a scorecard shows',
    title: 'Quoted lead time against what actually arrived',
    intro:
      'Each mark is one delivery of the same packaging item over a year; the bar is the lead time the supplier quoted. The spread, not the average, decides how much safety stock you have to carry.',
    takeawaysTitle: 'What it means for the buyer',
    takeaways: [
      'Supplier B is the cheapest local option on paper, 7% below A. Half its deliveries arrive more than 3 days after the quote, and covering that spread takes about two more weeks of safety stock.',
      'Supplier A costs more per unit and almost always delivers on its word: the cheapest supplier to plan around for fast-moving items.',
      'Supplier D, the importer, is cheapest of all. It suits slow items with a long planning horizon, if you order on its real lead time rather than its quote.',
    ],
  },
  chart: {
    title: 'Delivery lead times of four suppliers compared with their quotes',
    caption:
      'Days from order to delivery of one packaging item, four suppliers, 12 months (illustrative data). Filled marks arrived within 3 days of the quote; hollow ones later.',
    /** Filled for each supplier from the chart's data. */
    summary:
      '{name}, {price} per unit: quoted {quoted} days, delivered in {min} to {max} days, {late} of {count} deliveries more than 3 days late.',
    axis: 'Days from order to delivery',
    /** The unit price drawn beside each supplier's name. */
    price: '{price}/unit',
    suppliers: {
      a: 'Supplier A',
      b: 'Supplier B',
      c: 'Supplier C',
      d: 'Supplier D (import)',
    },
    legend: {
      onTime: 'Within 3 days of the quote',
      late: 'More than 3 days late',
      quoted: 'Quoted lead time',
    },
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'From an ERP export to draft orders',
    intro: 'The first savings usually show up in the second stage, before any model is built.',
    steps: [
      {
        title: 'Export and clean',
        meta: '2 weeks',
        text: 'Two or three years of purchase orders, goods receipts and invoices from the ERP, usually as plain exports. We reconcile item codes, units of measure and suppliers entered twice.',
      },
      {
        title: 'Spend and supplier review',
        meta: '3 weeks',
        text: 'The spend cube and the supplier scorecards, reviewed with the purchasing manager and finance. Duplicate suppliers and forgotten contracts tend to surface here.',
      },
      {
        title: 'Quantities and reorder points',
        meta: '4–6 weeks',
        text: 'Forecasts and order-quantity rules for the items that matter most, usually the few hundred behind most of the spend, tested against last year’s actual orders.',
      },
      {
        title: 'Live in the ERP',
        meta: 'From week 10',
        text: 'Draft orders in the ERP every week, and a monthly review with the buyers of what they accepted, what they changed and why. Their changes make the rules better.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'What we measure',
    title: 'The figures we report to your finance manager',
    intro:
      'Measured on the items in scope against the twelve months before the project, from the same ERP the buyers work in.',
    stats: [
      {
        figure: '14%',
        label: 'median drop in stock value',
        context:
          'of the items in scope, across 9 procurement projects in 2021–2025, 12 months after go-live, with no rise in shortages',
      },
      {
        figure: '3.2%',
        label: 'median saving on unit prices',
        context:
          'after consolidating suppliers and renegotiating with the scorecards; it ranged from 0.5% to 7% by category',
      },
      {
        figure: '71%',
        label: 'draft orders approved as suggested',
        context:
          'by the buyers in the third month, median across projects; the rest were edited, and the edits fed back into the rules',
      },
      {
        figure: '+11 pts',
        label: 'median rise in on-time-in-full',
        context:
          'percentage points, in 6 projects where suppliers were shown their own scorecard every quarter',
      },
    ],
    note: 'We count savings against last year’s prices for the same items and report market price rises separately, so inflation makes us look neither better nor worse than we are.',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What purchasing managers ask us',
    items: [
      {
        question: 'We use Priority or SAP Business One. Do you need access?',
        answer:
          'Not at first. Standard exports or a read-only reporting user are enough for the first stages. Writing draft orders back needs an interface, which we build together with your ERP partner so that upgrades don’t break it.',
      },
      {
        question: 'Our item master is a mess. Is that a problem?',
        answer:
          'It is normal. Duplicate items, units that switch between kilos and cartons, suppliers entered twice: cleaning them up is part of the first stage, and you keep the cleaned mapping.',
      },
      {
        question: 'Will this replace our buyers?',
        answer:
          'No. Buyers know things no export shows: a supplier’s new owner, a strike at the port, a product about to be redesigned. The system does the arithmetic and they decide; every suggestion shows its reasoning, so it is easy to overrule.',
      },
      {
        question: 'What about imports and exchange rates?',
        answer:
          'Imported items get their own lead-time model, port and customs included, and prices are compared in shekels at the rate on the invoice date, so a cheap quote in dollars is judged by what it actually cost.',
      },
    ],
  },
  cta: {
    title: 'What would last year’s purchase orders show?',
    text: 'A first look at your spend takes about two weeks from the export. Tell us which ERP you use and we will take it from there.',
    action: 'Book a spend review',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type ProcurementContent = typeof en;

const he: ProcurementContent = {
  hero: {
    intro:
      'הקניינים שלכם מתמרנים בין כמויות מינימום, מדרגות מחיר וספקים שמתחייבים לשלושה שבועות ומספקים בחמישה. אנחנו מוציאים את היסטוריית הרכש מ-Priority או מ-SAP Business One ומראים לאן הכסף באמת הולך, אילו ספקים עומדים במילה שלהם, וכמה להזמין כדי שהנחת כמות לא תהפוך לשנה של מלאי מת.',
    primaryAction: 'לתיאום סקירת הוצאות',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: [
      'עובדים מהייצוא של ה-ERP שלכם',
      'ההחלטה הסופית נשארת אצל הקניינים',
      'כל הצעה מגיעה עם החישוב שלה',
    ],
  },
  problem: {
    eyebrow: 'הבעיה',
    title: 'איפה כסף הרכש דולף',
    intro: 'שלושה דברים שמנהלי רכש מספרים לנו כמעט בכל פגישה ראשונה, בניסוח שלנו ולא של אדם מסוים.',
    facts: [
      {
        term: 'זמני אספקה',
        detail:
          'הספק אומר 21 יום. לפעמים זה 14, לפעמים 40, אז אנחנו מזמינים מוקדם ומחזיקים מלאי נוסף ליתר ביטחון.',
      },
      {
        term: 'כמויות',
        detail:
          'כדי לקבל את מדרגת המחיר אנחנו מזמינים כמות של שנה. חצי ממנה עוד במחסן כשהמפרט משתנה.',
      },
      {
        term: 'הוצאה',
        detail:
          'אין לנו מושג כמה אנחנו מוציאים על אריזות בכל האתרים יחד. כל מפעל קונה לבד, מהספקים שלו.',
      },
    ],
  },
  offer: {
    eyebrow: 'מה אנחנו עושים',
    title: 'מה אנחנו בונים לקניינים שלכם',
    intro: 'ארבעה כלים, שנבנים בסדר הזה, כי כל אחד צריך את הנתונים הנקיים שהקודם לו הכין.',
    items: {
      spendCube: {
        title: 'קוביית הוצאות',
        text: 'כל שורת רכש מה-ERP, מסווגת לפי קטגוריה, ספק ואתר. רואים ש-14 ספקים מוכרים לכם את אותו קרטון, ואילו שלושה מהם מרכזים את רוב ההוצאה.',
      },
      scorecard: {
        title: 'כרטיסי ספק',
        text: 'אספקה במועד ובכמות מלאה, זמן האספקה האמיתי והפיזור שלו, שינויי מחיר והחזרות איכות לכל ספק, מתוך רישומי קבלת הסחורה שלכם. שימושי במשא ומתן הבא, והוגן כלפי הספק, כי אלה הנתונים שלו בפועל.',
      },
      quantities: {
        title: 'כמויות הזמנה שמשתלמות',
        text: 'לכל פריט שוקלים יחד את הביקוש החזוי, כמות המינימום, מדרגות המחיר ועלות החזקת המלאי. לפעמים ההזמנה הגדולה משתלמת; לא פעם ההנחה קטנה מעלות האחסון לשנה ומהסיכון שהפריט יתיישן.',
      },
      reorder: {
        title: 'הצעות הזמנה בתוך ה-ERP',
        text: 'רשימה שבועית של מה להזמין, ממי ובאיזו כמות, שנכתבת חזרה ל-Priority או ל-SAP Business One כטיוטות של הזמנות רכש. הקניין מאשר, משנה או דוחה כל אחת.',
      },
    },
  },
  leadTimes: {
    eyebrow: 'מה כרטיס ספק מראה',
    title: 'זמן האספקה שהובטח מול מה שהגיע בפועל',
    intro:
      'כל סימן הוא משלוח אחד של אותו פריט אריזה במשך שנה, והפס הוא זמן האספקה שהספק הבטיח. הפיזור, ולא הממוצע, הוא שקובע כמה מלאי ביטחון צריך להחזיק.',
    takeawaysTitle: 'מה זה אומר לקניין',
    takeaways: [
      'ספק ב׳ הוא הזול מבין הספקים המקומיים על הנייר, 7% פחות מספק א׳. חצי מהמשלוחים שלו מגיעים יותר מ-3 ימים אחרי המועד שהבטיח, והכיסוי לפיזור הזה דורש בערך שבועיים נוספים של מלאי ביטחון.',
      'ספק א׳ יקר יותר ליחידה, וכמעט תמיד עומד במילה שלו: הספק הזול ביותר לתכנן סביבו פריטים שנעים מהר.',
      'ספק ד׳, היבואן, הזול מכולם. הוא מתאים לפריטים איטיים עם אופק תכנון ארוך, בתנאי שמזמינים לפי זמן האספקה האמיתי שלו ולא לפי ההבטחה.',
    ],
  },
  chart: {
    title: 'זמני האספקה של ארבעה ספקים בהשוואה למה שהבטיחו',
    caption:
      'ימים מהזמנה ועד אספקה של פריט אריזה אחד, ארבעה ספקים, 12 חודשים (נתונים להמחשה). סימן מלא: הגיע עד 3 ימים אחרי המועד שהובטח; סימן חלול: מאוחר יותר.',
    summary:
      '{name}, {price} ליחידה: הבטיח {quoted} יום, סיפק בתוך {min} עד {max} יום, {late} מתוך {count} משלוחים באיחור של יותר מ-3 ימים.',
    axis: 'ימים מהזמנה ועד אספקה',
    price: '{price} ליחידה',
    suppliers: {
      a: 'ספק א׳',
      b: 'ספק ב׳',
      c: 'ספק ג׳',
      d: 'ספק ד׳ (יבוא)',
    },
    legend: {
      onTime: 'עד 3 ימים אחרי המועד שהובטח',
      late: 'איחור של יותר מ-3 ימים',
      quoted: 'זמן האספקה שהובטח',
    },
  },
  process: {
    eyebrow: 'איך מתנהל פרויקט',
    title: 'מייצוא של ה-ERP ועד טיוטות הזמנה',
    intro: 'החיסכון הראשון מופיע בדרך כלל כבר בשלב השני, עוד לפני שנבנה מודל כלשהו.',
    steps: [
      {
        title: 'מייצאים ומנקים',
        meta: 'שבועיים',
        text: 'שנתיים-שלוש של הזמנות רכש, קבלות סחורה וחשבוניות מה-ERP, בדרך כלל כייצוא פשוט. מיישרים קודי פריט, יחידות מידה וספקים שהוקלדו פעמיים.',
      },
      {
        title: 'סקירת הוצאות וספקים',
        meta: '3 שבועות',
        text: 'קוביית ההוצאות וכרטיסי הספק, שנסקרים יחד עם מנהל הרכש והכספים. כאן בדרך כלל צצים ספקים כפולים וחוזים שנשכחו.',
      },
      {
        title: 'כמויות ונקודות הזמנה',
        meta: '4–6 שבועות',
        text: 'תחזיות וכללי כמות הזמנה לפריטים החשובים ביותר, בדרך כלל כמה מאות שמרכזים את רוב ההוצאה, שנבדקים מול ההזמנות בפועל של השנה שעברה.',
      },
      {
        title: 'עובדים מתוך ה-ERP',
        meta: 'משבוע 10',
        text: 'טיוטות הזמנה ב-ERP בכל שבוע, ופגישה חודשית עם הקניינים על מה אישרו, מה שינו ולמה. השינויים שלהם משפרים את הכללים.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'המספרים שאנחנו מדווחים למנהל הכספים',
    intro:
      'נמדדים על הפריטים שבפרויקט מול שנים-עשר החודשים שלפניו, מתוך אותה מערכת ERP שהקניינים עובדים בה.',
    stats: [
      {
        figure: '14%',
        label: 'ירידה חציונית בשווי המלאי',
        context:
          'של הפריטים שבפרויקט, ב-9 פרויקטי רכש בשנים 2021–2025, 12 חודשים אחרי העלייה לאוויר, בלי עלייה בחוסרים',
      },
      {
        figure: '3.2%',
        label: 'חיסכון חציוני במחירי היחידה',
        context: 'אחרי איחוד ספקים ומשא ומתן מחדש בעזרת כרטיסי הספק; נע בין 0.5% ל-7% לפי קטגוריה',
      },
      {
        figure: '71%',
        label: 'טיוטות הזמנה שאושרו כפי שהוצעו',
        context:
          'על ידי הקניינים בחודש השלישי, חציון בין הפרויקטים; השאר תוקנו, והתיקונים הוזנו חזרה לכללים',
      },
      {
        figure: '+11 נק׳',
        label: 'עלייה חציונית באספקה במועד ובכמות מלאה',
        context: 'בנקודות אחוז, ב-6 פרויקטים שבהם הספקים קיבלו את כרטיס הספק שלהם בכל רבעון',
      },
    ],
    note: 'אנחנו מחשבים חיסכון מול מחירי השנה הקודמת לאותם פריטים ומדווחים בנפרד על עליות מחירים בשוק, כך שהאינפלציה לא גורמת לנו להיראות טובים או גרועים ממה שאנחנו.',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלי רכש שואלים אותנו',
    items: [
      {
        question: 'אנחנו עובדים עם Priority או SAP Business One. אתם צריכים גישה?',
        answer:
          'לא בהתחלה. לשלבים הראשונים מספיקים ייצוא סטנדרטי או משתמש דוחות לקריאה בלבד. כדי לכתוב טיוטות הזמנה חזרה למערכת צריך ממשק, ואותו אנחנו בונים יחד עם השותף שמטפל אצלכם ב-ERP, כדי ששדרוגים לא ישברו אותו.',
      },
      {
        question: 'קובץ הפריטים שלנו בבלגן. זו בעיה?',
        answer:
          'זה המצב הרגיל. פריטים כפולים, יחידות מידה שמתחלפות בין קילו לקרטון, ספקים שהוקלדו פעמיים: הניקוי הוא חלק מהשלב הראשון, והמיפוי הנקי נשאר אצלכם.',
      },
      {
        question: 'זה יחליף את הקניינים שלנו?',
        answer:
          'לא. הקניינים יודעים דברים שאף ייצוא לא מראה: בעלים חדשים אצל ספק, שביתה בנמל, מוצר שעומד לעבור שינוי. המערכת עושה את החשבון והם מחליטים; כל הצעה מציגה את הנימוק שלה, כך שקל לדחות אותה.',
      },
      {
        question: 'ומה עם יבוא ושערי מטבע?',
        answer:
          'לפריטים מיובאים יש מודל זמני אספקה משלהם, כולל נמל ומכס, והמחירים מושווים בשקלים לפי השער ביום החשבונית, כך שהצעה זולה בדולרים נבחנת לפי מה שהיא עלתה בפועל.',
      },
    ],
  },
  cta: {
    title: 'מה ההזמנות של השנה שעברה היו מראות?',
    text: 'מבט ראשון על ההוצאות שלכם לוקח כשבועיים מרגע שמקבלים את הייצוא. ספרו לנו באיזו מערכת ERP אתם עובדים, ומשם נמשיך.',
    action: 'לתיאום סקירת הוצאות',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<ProcurementContent>;
