import type { Localized } from '../../config/site';

/**
 * The customer-insights page's own text. English sets the shape; Hebrew matches it key for key.
 * The cohort table's figures live in `illustrations/CustomerInsightsIllustration.tsx`; the
 * `cohorts.takeaways` sentences describe that data, so change them together.
 */
const en = {
  hero: {
    intro:
      'Your sales records, loyalty club and service calls already show who is drifting away, months before they stop buying. We turn them into segments your marketing team can act on, churn signals you can see early, and a reading of what customers actually write to you, in Hebrew, Arabic and English.',
    primaryAction: 'Talk to an analyst',
    secondaryAction: 'See success stories',
    highlights: [
      'Built from data you already have',
      'Personal data kept to the minimum',
      'Segments your team can use in the CRM',
    ],
  },
  voices: {
    eyebrow: 'Sound familiar?',
    title: 'What marketing and service managers tell us',
    intro:
      'Our paraphrase of what we hear again and again in first meetings, not a quote from any one client.',
    items: [
      'Our club has 200,000 members, and every one of them gets the same newsletter.',
      'We only notice that a customer has left after they have been gone for a year.',
      'Thirty thousand survey comments a year. Someone reads a sample in January.',
      'Marketing says the discount brought new customers. Finance says it brought back people who would have come anyway.',
    ],
  },
  cohorts: {
    eyebrow: 'What a cohort table shows',
    title: 'Where customers drift away',
    intro:
      'Each row is the customers who first bought in a given month; each cell, the share of them still buying that many months later. One of the first views we build, because it is hard to argue with.',
    takeawaysTitle: 'What this one says',
    takeaways: [
      'Most customers who leave do so after their first order: the step from month 0 to month 1 is the one worth working on.',
      'March brought far more new customers, on a deep first-order discount, and kept a smaller share of them than any other month.',
      'After the second month the rows flatten: customers still buying then tend to stay.',
    ],
  },
  chart: {
    title: 'Cohort retention table for the first half of the year',
    caption:
      'Share of each month’s new customers still buying, in % (illustrative data for an online retailer). The outlined row joined on a 40% first-order discount.',
    /** Filled for each row from the table's data. */
    summary: '{month}: {count} new customers; still buying: {shares}.',
    /** For the latest month, which has no later months to show yet. */
    summaryRecent: '{month}: {count} new customers, too recent to follow.',
    monthsSince: 'Months since first order',
    newCustomers: 'New',
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
    /** `{month}` is the number of months since the first order, `{share}` the percentage. */
    share: 'month {month}, {share}%',
  },
  offer: {
    eyebrow: 'What we do',
    title: 'Four ways of reading your customers',
    intro:
      'Each starts from records you already keep. Most projects begin with the first two and add the others once the data is in order.',
    items: {
      rfm: {
        title: 'RFM segments',
        text: 'Recency, frequency and spend for every customer, grouped into a handful of segments with names your team will remember and clear rules for moving between them, refreshed every week.',
      },
      cohorts: {
        title: 'Cohorts and lifetime value',
        text: 'Customers grouped by the month they joined, to see how many are still buying after 3, 6 and 12 months, what each group is worth over time, and whether a campaign, a price change or a new branch moved the curve.',
      },
      churn: {
        title: 'Early churn signals',
        text: 'The signs before a customer goes quiet: longer gaps between visits, smaller baskets, a complaint left open. Each customer gets a risk score with the reason behind it, so the service team knows whom to call and what to say.',
      },
      voice: {
        title: 'Voice of the customer',
        text: 'Survey answers, reviews and call-centre notes, read by a language model tuned to your vocabulary in Hebrew, Arabic and English, sorted into topics counted over time, with real examples behind every count.',
      },
    },
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'From scattered records to a list the call centre uses',
    intro:
      'About three months to the first measured result, and every stage ends with something your team can already use.',
    steps: [
      {
        title: 'Map the customer data',
        meta: '1–2 weeks',
        text: 'Point of sale, online shop, loyalty club, CRM and call centre: we find where each customer appears, how the records link, which fields we need and which personal details we don’t.',
      },
      {
        title: 'A first picture',
        meta: '3–4 weeks',
        text: 'Segments and cohort curves on two or three years of history, shown to marketing, service and management together, so everyone argues from the same numbers.',
      },
      {
        title: 'Signals and text',
        meta: '4–6 weeks',
        text: 'The churn score and the topic model, each tested on a period it has not seen, then placed where people work: a list in the CRM, a column on the call-centre screen, a weekly report.',
      },
      {
        title: 'Test, then scale',
        meta: '3 months',
        text: 'A retention offer to part of the flagged customers, with the rest as a control group, so the effect is measured rather than assumed. Then we hand over the code and the refresh schedule.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'What we measure',
    title: 'Results measured against a control group',
    intro:
      'Customers would have stayed or left for many reasons. Wherever the business allows one, we keep a control group, so the figures show what the work changed.',
    stats: [
      {
        figure: '12%',
        label: 'median drop in churn among contacted customers',
        context:
          'against a similar control group left uncontacted, across 6 retention projects in 2022–2025, over the 6 months after launch',
      },
      {
        figure: '2.6×',
        label: 'the churn rate of the top risk tenth',
        context:
          'compared with the average customer, in the quarter after scoring; median across the same projects, checked on your own data before anyone relies on the score',
      },
      {
        figure: '85%',
        label: 'agreement with a human reader',
        context:
          'when sorting comments into topics, on hand-checked samples of 500 comments in Hebrew and Arabic; median across 5 projects',
      },
      {
        figure: '6 weeks',
        label: 'median time to the first segments in the CRM',
        context: 'from the first data export, for projects started in 2023–2025',
      },
    ],
    note: 'A churn score is a probability, not a prophecy: some flagged customers stay and some unflagged ones leave. We show you both kinds of error before you decide how to use it.',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What clients ask before sharing customer data',
    items: [
      {
        question: 'We have sales data but no loyalty club. Is that enough?',
        answer:
          'Often, yes. Any stable customer identifier will do: a card token, an account number, a phone number in the CRM. With none at all we can still analyse baskets and branches but not follow customers over time, and we will tell you up front which questions that rules out.',
      },
      {
        question: 'Can you really read comments in Arabic?',
        answer:
          'Yes. Arabic and Hebrew comments are read in the original, not translated first, and native speakers on our team check a sample of every topic. Colloquial spelling and several languages in one comment are common, and we test for both.',
      },
      {
        question: 'How do you handle personal data?',
        answer:
          'Under the Privacy Protection Law and its regulations: we take only the fields the question needs, replace names and phone numbers with coded identifiers, work on your systems or in your cloud account, and sign a data-processing agreement before any data moves.',
      },
      {
        question: 'How is this different from the reports in our CRM?',
        answer:
          'A CRM counts what happened. We look for what tends to happen next, test whether it holds on your data, and measure whether acting on it changed anything.',
      },
      {
        question: 'Who keeps the models running afterwards?',
        answer:
          'Your team, if you like: we hand over the code, the refresh schedule and a short runbook. Or we keep them running for a monthly fee and tell you when a segment starts to behave differently.',
      },
    ],
  },
  cta: {
    title: 'Want to know who is about to leave?',
    text: 'Tell us what customer data you have. We will reply within one business day with what it can and cannot show.',
    action: 'Talk to an analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type CustomerInsightsContent = typeof en;

const he: CustomerInsightsContent = {
  hero: {
    intro:
      'נתוני המכירות, מועדון הלקוחות ושיחות השירות כבר מראים מי מתרחק, חודשים לפני שהוא מפסיק לקנות. אנחנו הופכים אותם לפילוחים שהשיווק יכול לעבוד איתם, לסימני נטישה שרואים מוקדם, ולקריאה של מה שהלקוחות באמת כותבים לכם, בעברית, בערבית ובאנגלית.',
    primaryAction: 'דברו עם אנליסט',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: ['מהנתונים שכבר יש לכם', 'מינימום מידע אישי', 'פילוחים שהצוות יכול להפעיל ב-CRM'],
  },
  voices: {
    eyebrow: 'נשמע מוכר?',
    title: 'מה שמנהלי שיווק ושירות מספרים לנו',
    intro: 'בניסוח שלנו, ממה שאנחנו שומעים שוב ושוב בפגישות ראשונות, ולא ציטוט של לקוח מסוים.',
    items: [
      'יש לנו 200,000 חברי מועדון, וכולם מקבלים את אותו ניוזלטר.',
      'אנחנו מגלים שלקוח עזב רק אחרי שנה שלא ראינו אותו.',
      'שלושים אלף תגובות בסקרים בשנה. מישהו קורא מדגם בינואר.',
      'השיווק אומר שהמבצע הביא לקוחות חדשים. הכספים אומרים שהוא החזיר את מי שהיו מגיעים בכל מקרה.',
    ],
  },
  cohorts: {
    eyebrow: 'מה טבלת קוהורטות מראה',
    title: 'איפה הלקוחות מתרחקים',
    intro:
      'כל שורה היא הלקוחות שקנו לראשונה בחודש מסוים, וכל תא הוא השיעור מתוכם שעדיין קונה כעבור מספר החודשים שבראש העמודה. זו אחת התמונות הראשונות שאנחנו בונים, כי קשה להתווכח איתה.',
    takeawaysTitle: 'מה הטבלה הזו אומרת',
    takeaways: [
      'רוב הלקוחות שעוזבים עושים את זה אחרי ההזמנה הראשונה: המעבר מחודש 0 לחודש 1 הוא המקום שכדאי לעבוד עליו.',
      'מרץ הביא הרבה יותר לקוחות חדשים, בזכות הנחה גדולה על ההזמנה הראשונה, ושמר על שיעור נמוך יותר מהם מכל חודש אחר.',
      'אחרי החודש השני השורות מתיישרות: מי שעדיין קונה אז נוטה להישאר.',
    ],
  },
  chart: {
    title: 'טבלת שימור לפי קוהורטות, לחצי השנה הראשונה',
    caption:
      'שיעור הלקוחות החדשים מכל חודש שעדיין קונים, ב-% (נתונים להמחשה של קמעונאי מקוון). השורה המסומנת הצטרפה עם הנחה של 40% על ההזמנה הראשונה.',
    summary: '{month}: {count} לקוחות חדשים; עדיין קונים: {shares}.',
    summaryRecent: '{month}: {count} לקוחות חדשים, מוקדם מדי לעקוב אחריהם.',
    monthsSince: 'חודשים מההזמנה הראשונה',
    newCustomers: 'חדשים',
    months: ['ינו׳', 'פבר׳', 'מרץ', 'אפר׳', 'מאי', 'יוני'],
    share: 'חודש {month}, {share}%',
  },
  offer: {
    eyebrow: 'מה אנחנו עושים',
    title: 'ארבע דרכים לקרוא את הלקוחות שלכם',
    intro:
      'כל אחת מתחילה מרישומים שכבר קיימים אצלכם. רוב הפרויקטים מתחילים בשתיים הראשונות ומוסיפים את האחרות כשהנתונים מסודרים.',
    items: {
      rfm: {
        title: 'פילוח RFM',
        text: 'לכל לקוח: מתי קנה לאחרונה, באיזו תדירות ובכמה כסף. הלקוחות מתחלקים לכמה קבוצות עם שמות שהצוות יזכור וכללים ברורים למעבר ביניהן, ומתעדכנים כל שבוע.',
      },
      cohorts: {
        title: 'קוהורטות וערך לקוח',
        text: 'לקוחות מקובצים לפי החודש שבו הצטרפו, כדי לראות כמה מהם עדיין קונים אחרי 3, 6 ו-12 חודשים, כמה כל קבוצה שווה לאורך זמן, ואם מבצע, שינוי מחיר או סניף חדש הזיזו את העקומה.',
      },
      churn: {
        title: 'סימנים מוקדמים לנטישה',
        text: 'מה שקורה לפני שלקוח נעלם: מרווחים ארוכים יותר בין ביקורים, סלים קטנים יותר, תלונה שנשארה פתוחה. כל לקוח מקבל ציון סיכון עם הסיבה לציון, כך שצוות השירות יודע למי להתקשר ומה להגיד.',
      },
      voice: {
        title: 'קול הלקוח',
        text: 'תשובות לסקרים, ביקורות וסיכומי שיחות מהמוקד, שמנותחים במודל שפה שמותאם לאוצר המילים שלכם בעברית, בערבית ובאנגלית, וממוינים לנושאים שנספרים לאורך זמן, עם דוגמאות אמיתיות מאחורי כל מספר.',
      },
    },
  },
  process: {
    eyebrow: 'איך מתנהל פרויקט',
    title: 'מרישומים מפוזרים לרשימה שהמוקד עובד איתה',
    intro:
      'כשלושה חודשים עד התוצאה הראשונה שנמדדה, וכל שלב מסתיים במשהו שהצוות שלכם כבר יכול להשתמש בו.',
    steps: [
      {
        title: 'ממפים את נתוני הלקוחות',
        meta: '1–2 שבועות',
        text: 'קופות, חנות מקוונת, מועדון לקוחות, CRM ומוקד: בודקים איפה כל לקוח מופיע ואיך הרשומות מתחברות, אילו שדות צריך ואילו פרטים אישיים לא.',
      },
      {
        title: 'תמונה ראשונה',
        meta: '3–4 שבועות',
        text: 'פילוחים ועקומות קוהורטות על שנתיים-שלוש של היסטוריה, שמוצגים לשיווק, לשירות ולהנהלה יחד, כדי שכולם יתווכחו על אותם מספרים.',
      },
      {
        title: 'סימנים וטקסט',
        meta: '4–6 שבועות',
        text: 'ציון הנטישה ומודל הנושאים, כל אחד נבדק על תקופה שלא ראה, ואז מוטמע במקום שבו עובדים: רשימה ב-CRM, עמודה במסך של המוקד, דוח שבועי.',
      },
      {
        title: 'בודקים ומרחיבים',
        meta: '3 חודשים',
        text: 'הצעת שימור לחלק מהלקוחות המסומנים, והשאר משמשים קבוצת ביקורת, כדי שההשפעה תימדד ולא רק תונח. אחר כך מעבירים אליכם את הקוד ואת לוח הרענון.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'תוצאות שנמדדות מול קבוצת ביקורת',
    intro:
      'לקוחות נשארים או עוזבים מהרבה סיבות. בכל מקום שהעסק מאפשר, אנחנו שומרים קבוצת ביקורת, כך שהמספרים מראים מה העבודה באמת שינתה.',
    stats: [
      {
        figure: '12%',
        label: 'ירידה חציונית בנטישה אצל לקוחות שפנו אליהם',
        context:
          'מול קבוצת ביקורת דומה שלא קיבלה פנייה, ב-6 פרויקטים של שימור בשנים 2022–2025, בחצי השנה שאחרי ההשקה',
      },
      {
        figure: 'פי 2.6',
        label: 'שיעור הנטישה בעשירון הסיכון העליון',
        context:
          'בהשוואה ללקוח הממוצע, ברבעון שאחרי מתן הציון; חציון באותם פרויקטים, שנבדק על הנתונים שלכם לפני שמישהו מסתמך על הציון',
      },
      {
        figure: '85%',
        label: 'הסכמה עם קורא אנושי',
        context:
          'במיון תגובות לנושאים, במדגמים של 500 תגובות בעברית ובערבית שנבדקו ידנית; חציון של 5 פרויקטים',
      },
      {
        figure: '6 שבועות',
        label: 'זמן חציוני עד לפילוח הראשון ב-CRM',
        context: 'מהייצוא הראשון של הנתונים, בפרויקטים שהתחילו בשנים 2023–2025',
      },
    ],
    note: 'ציון נטישה הוא הסתברות, לא נבואה: חלק מהלקוחות המסומנים יישארו וחלק מהלא מסומנים יעזבו. אנחנו מראים לכם את שני סוגי הטעויות לפני שאתם מחליטים איך להשתמש בו.',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה לקוחות שואלים לפני שהם משתפים נתוני לקוחות',
    items: [
      {
        question: 'יש לנו נתוני מכירות, אבל אין מועדון לקוחות. זה מספיק?',
        answer:
          'לעיתים קרובות כן. כל מזהה לקוח יציב מתאים: טוקן של כרטיס אשראי, מספר חשבון, מספר טלפון ב-CRM. בלי מזהה בכלל עדיין אפשר לנתח סלים וסניפים, אבל לא לעקוב אחרי לקוחות לאורך זמן, ונגיד לכם מראש על אילו שאלות זה לא יאפשר לענות.',
      },
      {
        question: 'אתם באמת קוראים תגובות בערבית?',
        answer:
          'כן. תגובות בערבית ובעברית נקראות בשפת המקור, בלי תרגום מקדים, ודוברי השפה בצוות שלנו בודקים מדגם מכל נושא. כתיב של שפה מדוברת וכמה שפות באותה תגובה הם דבר שכיח, ואנחנו בודקים את שניהם.',
      },
      {
        question: 'איך אתם מטפלים במידע אישי?',
        answer:
          'לפי חוק הגנת הפרטיות ותקנותיו: לוקחים רק את השדות שהשאלה דורשת, מחליפים שמות ומספרי טלפון במזהים מקודדים, עובדים על המערכות שלכם או בחשבון הענן שלכם, וחותמים על הסכם עיבוד מידע לפני שנתון כלשהו זז.',
      },
      {
        question: 'במה זה שונה מהדוחות ב-CRM שלנו?',
        answer:
          'ה-CRM סופר מה קרה. אנחנו מחפשים מה נוטה לקרות אחר כך, בודקים אם זה מחזיק בנתונים שלכם, ומודדים אם הפעולה שעשיתם בעקבות זה שינתה משהו.',
      },
      {
        question: 'מי מתחזק את המודלים אחרי שאתם מסיימים?',
        answer:
          'הצוות שלכם, אם תרצו: אנחנו מעבירים את הקוד, את לוח הרענון ומדריך תפעול קצר. אפשר גם שנמשיך לתחזק אותם בתשלום חודשי ונעדכן אתכם כשפלח מתחיל להתנהג אחרת.',
      },
    ],
  },
  cta: {
    title: 'רוצים לדעת מי עומד לעזוב?',
    text: 'ספרו לנו אילו נתוני לקוחות יש לכם. נחזור אליכם תוך יום עסקים עם מה שאפשר ללמוד מהם, ומה לא.',
    action: 'דברו עם אנליסט',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<CustomerInsightsContent>;
