import type { Localized } from '../../config/site';

/**
 * The smart inventory page's own text. English sets the shape; Hebrew matches it key for key.
 * The success story is the one the Home page tells (`home.content.ts`, `story`): keep the two in
 * step. The chart's data and ordering rules live in `illustrations/SmartInventoryIllustration.tsx`.
 */
const en = {
  hero: {
    intro:
      'We calculate a reorder point and a safety stock for every item in every store, from that item’s own sales and its supplier’s real lead times, and recalculate them every night. Stock moves to where it sells, and the shelves are full on the Friday before the holiday.',
    primaryAction: 'Talk to an analyst',
    secondaryAction: 'Read the success story',
    highlights: [
      'Per item, per store, every night',
      'Fresh and perishable items included',
      'Works with your ERP and point-of-sale data',
    ],
  },
  symptoms: {
    eyebrow: 'The problem',
    title: 'Empty shelves and full storerooms, in the same chain',
    intro:
      'What store and category managers tell us, paraphrased from many first meetings. The two complaints sound opposite. They usually have one cause.',
    groups: [
      {
        title: 'Empty shelves',
        items: [
          'By Thursday afternoon the hummus and the challah are gone, and the next truck comes on Sunday.',
          'Before Rosh Hashanah we ran out of honey in half the stores and had pallets of it in the other half.',
        ],
      },
      {
        title: 'Full storerooms',
        items: [
          'We throw away dairy every week, and still run out of the popular yoghurts.',
          'There is stock in the back that nobody has sold in three months, and the system keeps reordering it.',
        ],
      },
    ],
    causeLabel: 'The usual cause',
    cause:
      'Reorder points set once per category at head office, and left alone while demand moved from store to store, season to season.',
  },
  story: {
    eyebrow: 'Success story',
    title: 'Fewer empty shelves without more stock',
    intro: 'A food retail chain with about 60 stores.',
    facts: [
      {
        term: 'The challenge',
        detail:
          'Popular items ran out at weekends while slow sellers filled the storerooms. Reorder points were set per category and reviewed twice a year.',
      },
      {
        term: 'What we did',
        detail:
          'A demand forecast for every item in every store, with reorder points recalculated each night from the day’s sales and written back to the ordering system.',
      },
      {
        term: 'The result',
        detail:
          'Stock-outs fell by 27% within six months, while average stock stayed level. The buyers still approve every order.',
      },
    ],
    link: 'All success stories',
  },
  method: {
    eyebrow: 'What we calculate',
    title: 'Six things we work out for every item',
    intro:
      'None of them is new to a supply-chain manager. What changes is that each is worked out per item and per store, from your own data, and kept up to date.',
    items: [
      {
        title: 'A service level per item class',
        text: 'How often a shelf may be empty is a business decision. Bread and milk might get 98%, a niche sauce 90%. We set the classes with you and show what each level costs in stock.',
      },
      {
        title: 'Safety stock',
        text: 'The buffer against uncertain demand and late deliveries, worked out from each item’s own forecast error and each supplier’s actual lead times, rather than a flat “two weeks’ cover”.',
      },
      {
        title: 'A reorder point per item and store',
        text: 'Expected sales until the next delivery arrives, plus the safety stock. Recalculated every night, so a store whose sales rise gets more before it runs out, not after.',
      },
      {
        title: 'Slow movers',
        text: 'Items that sell a few units a month need a different model and a lower stock target. They also get a list for the category manager: keep, move to fewer stores, or delist.',
      },
      {
        title: 'Perishables',
        text: 'For items with a shelf life of days, the cost of throwing stock away is weighed against the cost of an empty shelf, and orders are capped by what can be sold before the date.',
      },
      {
        title: 'Fridays and holidays',
        text: 'The Friday before a holiday, the week before Passover, the start of the school year: learned from past years and placed by the Hebrew calendar, so the peak moves when the holiday does.',
      },
    ],
  },
  example: {
    eyebrow: 'An example',
    title: 'The same item, the same store, two ordering rules',
    intro:
      'Four weeks of one chilled item with a holiday eve on the third Friday. The fixed rule is the kind most chains start from; the nightly rule is what we put in its place.',
  },
  chart: {
    title: 'Stock of one item in one store over four weeks, under two ordering rules',
    caption:
      'Made-up data for one fast-moving item in one store closed on Saturdays, with deliveries on Sunday, Tuesday and Thursday and a holiday eve on the third Friday. Under the fixed rule the item runs out on the holiday eve itself and {lost} sales are lost; under the nightly rule the shelf never empties, with {stockChange} less stock on average.',
    stockAxis: 'Units in store',
    friday: 'Fri',
    holidayEve: 'Holiday eve',
    emptyShelf: 'Empty shelf (fixed rule)',
    legendFixed: 'Fixed reorder point',
    legendNightly: 'Reorder point recalculated nightly',
    legendSafety: 'Safety stock (nightly rule)',
    legendHoliday: 'Holiday eve',
    describe:
      'Fixed reorder point: about {fixedAverage} units in store on average; the item runs out on the holiday eve and {lost} sales are lost. Reorder point recalculated nightly: about {nightlyAverage} units on average, and the shelf never empties.',
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'One category first, then store by store',
    intro:
      'You see the effect in your own stores, against comparable stores, before the rest of the chain changes how it orders.',
    steps: [
      {
        title: 'Data and baseline',
        meta: 'Weeks 1–3',
        text: 'Two years of daily sales per item and store, deliveries, stock counts and supplier lead times from your ERP. We measure today’s stock-outs, stock cover and waste, so there is a baseline to beat.',
      },
      {
        title: 'Pilot category',
        meta: 'Weeks 4–9',
        text: 'One category in five to ten stores, against similar stores that keep ordering as before. Stock-outs, stock and waste compared every week.',
      },
      {
        title: 'Into the ordering system',
        meta: 'Weeks 10–16',
        text: 'Nightly reorder points written back to the ERP or the ordering screen, with the reason for every change, so the buyers can question it.',
      },
      {
        title: 'Roll-out and review',
        meta: 'From month 4',
        text: 'Category by category, store by store. A monthly review with the supply team of what the model got wrong, and why.',
      },
    ],
  },
  results: {
    eyebrow: 'What we measure',
    title: 'Availability and stock, measured together',
    intro:
      'Fewer stock-outs bought with much more stock is not a result. We report both, with waste for perishables, against the same weeks before the project.',
    stats: [
      {
        figure: '27%',
        label: 'fewer stock-outs at the 60-store chain',
        context:
          'item-store-days with an empty shelf at closing, six months after go-live against the same months a year earlier; average stock stayed level',
      },
      {
        figure: '23%',
        label: 'median drop in stock-outs',
        context:
          'across 18 smart-inventory projects in 2021–2025, over the six months after go-live',
      },
      {
        figure: '−4%',
        label: 'median change in average stock',
        context:
          'across the same 18 projects. In three of them stock went up, because the agreed service levels had been set too low',
      },
      {
        figure: '12%',
        label: 'median drop in fresh-food waste',
        context:
          'in the 7 of those projects that covered perishables, measured as the cost of stock written off',
      },
    ],
    note: 'Medians, not our best cases. Stock-outs are counted from your own sales and stock records, the same way before and after.',
  },
  related: {
    text: 'Buying from suppliers is the other half of the story.',
    link: 'Smart procurement',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What supply-chain managers ask us',
    items: [
      {
        question: 'Our stock records are not accurate. Does that break the model?',
        answer:
          'It weakens it, so we measure it first. Phantom stock, where the system says twelve and the shelf has none, shows up as a run of zero sales for an item that normally sells. We flag those stores and items for a count, and fixing them is often a quick win on its own.',
      },
      {
        question: 'Who decides the order: the model or the buyer?',
        answer:
          'The buyer. The model proposes a reorder point and a quantity, with the reason for any change. Buyers can override it, and we track the overrides so that both the model and the rules improve.',
      },
      {
        question: 'What about promotions?',
        answer:
          'Promotions go into the forecast as known events, learned from past promotions of the same or similar items. What no model can see is a promotion nobody told the system about, so we agree a simple way to register them.',
      },
      {
        question: 'Do you plan the central warehouse as well as the stores?',
        answer:
          'Yes. With a central warehouse, we set its stock to serve the stores’ reorder points, so both levels are planned together instead of each one protecting itself with extra stock.',
      },
    ],
  },
  cta: {
    title: 'Which items ran out last Friday?',
    text: 'Pick one category and a handful of stores. We will measure your stock-outs and stock cover today, and show what nightly reorder points would have changed, at a fixed price.',
    action: 'Talk to an analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type SmartInventoryContent = typeof en;

const he: SmartInventoryContent = {
  hero: {
    intro:
      'אנחנו מחשבים נקודת הזמנה ומלאי ביטחון לכל פריט בכל סניף, לפי המכירות של אותו פריט וזמני האספקה האמיתיים של הספק שלו, ומעדכנים אותם כל לילה. המלאי עובר לאן שהוא נמכר, והמדפים מלאים ביום שישי שלפני החג.',
    primaryAction: 'דברו עם אנליסט',
    secondaryAction: 'לסיפור ההצלחה',
    highlights: [
      'לכל פריט, בכל סניף, כל לילה',
      'כולל מוצרים טריים ומתכלים',
      'עובד עם נתוני ה-ERP והקופות שלכם',
    ],
  },
  symptoms: {
    eyebrow: 'הבעיה',
    title: 'מדפים ריקים ומחסנים מלאים, באותה רשת',
    intro:
      'מה שמנהלי סניפים ומנהלי קטגוריות מספרים לנו, בניסוח שלנו, מתוך הרבה פגישות ראשונות. שתי התלונות נשמעות הפוכות. בדרך כלל יש להן סיבה אחת.',
    groups: [
      {
        title: 'מדפים ריקים',
        items: [
          'ביום חמישי אחר הצהריים החומוס והחלות כבר נגמרו, והמשאית הבאה מגיעה רק ביום ראשון.',
          'לפני ראש השנה נגמר לנו הדבש בחצי מהסניפים, ובחצי השני עמדו ממנו משטחים שלמים.',
        ],
      },
      {
        title: 'מחסנים מלאים',
        items: [
          'אנחנו זורקים מוצרי חלב כל שבוע, ועדיין חסרים לנו היוגורטים שהולכים.',
          'יש במחסן סחורה שאף אחד לא מכר שלושה חודשים, והמערכת ממשיכה להזמין אותה.',
        ],
      },
    ],
    causeLabel: 'הסיבה הנפוצה',
    cause:
      'נקודות הזמנה שנקבעו פעם אחת לכל קטגוריה במטה, ונשארו כמו שהן בזמן שהביקוש זז מסניף לסניף ומעונה לעונה.',
  },
  story: {
    eyebrow: 'סיפור הצלחה',
    title: 'פחות מדפים ריקים, בלי להגדיל את המלאי',
    intro: 'רשת קמעונאות מזון עם כ-60 סניפים.',
    facts: [
      {
        term: 'האתגר',
        detail:
          'מוצרים מבוקשים אזלו בסופי שבוע, בזמן שמוצרים שנמכרים לאט מילאו את המחסנים. נקודות ההזמנה נקבעו לפי קטגוריה ונבדקו פעמיים בשנה.',
      },
      {
        term: 'מה עשינו',
        detail:
          'תחזית ביקוש לכל פריט בכל סניף, ונקודות הזמנה שמחושבות מחדש בכל לילה לפי המכירות של אותו יום ונכתבות חזרה למערכת ההזמנות.',
      },
      {
        term: 'התוצאה',
        detail:
          'בתוך חצי שנה החוסרים ירדו ב-27%, והמלאי הממוצע נשאר באותה רמה. הקניינים עדיין מאשרים כל הזמנה.',
      },
    ],
    link: 'לכל סיפורי ההצלחה',
  },
  method: {
    eyebrow: 'מה אנחנו מחשבים',
    title: 'שישה דברים שאנחנו מחשבים לכל פריט',
    intro:
      'אף אחד מהם לא חדש למנהל שרשרת אספקה. מה שמשתנה הוא שכל אחד מחושב לכל פריט ולכל סניף, מהנתונים שלכם, ומתעדכן כל הזמן.',
    items: [
      {
        title: 'רמת שירות לכל סוג פריט',
        text: 'כמה פעמים מותר למדף להיות ריק זו החלטה עסקית. לחם וחלב יכולים לקבל 98%, ורוטב נישה 90%. אנחנו קובעים איתכם את הסוגים ומראים כמה מלאי כל רמה עולה.',
      },
      {
        title: 'מלאי ביטחון',
        text: 'הכרית מול ביקוש לא ודאי ומשלוחים שמתעכבים, מחושבת לפי טעות התחזית של כל פריט וזמני האספקה בפועל של כל ספק, ולא לפי "כיסוי של שבועיים" אחיד.',
      },
      {
        title: 'נקודת הזמנה לכל פריט ולכל סניף',
        text: 'המכירות הצפויות עד שהמשלוח הבא מגיע, ועוד מלאי הביטחון. מחושבת מחדש כל לילה, כך שסניף שהמכירות שלו עולות מקבל יותר לפני שנגמר לו, ולא אחרי.',
      },
      {
        title: 'פריטים איטיים',
        text: 'פריטים שנמכרים בכמה יחידות בחודש צריכים מודל אחר ויעד מלאי נמוך יותר. הם גם מקבלים רשימה משלהם למנהל הקטגוריה: להשאיר, לצמצם לפחות סניפים או להוציא מהמבחר.',
      },
      {
        title: 'מוצרים מתכלים',
        text: 'בפריטים שחיי המדף שלהם נמדדים בימים, שוקלים את העלות של לזרוק מול העלות של מדף ריק, וההזמנה מוגבלת למה שאפשר למכור לפני התאריך.',
      },
      {
        title: 'ימי שישי וחגים',
        text: 'יום שישי שלפני חג, השבוע שלפני פסח, פתיחת שנת הלימודים: נלמדים מהשנים הקודמות וממוקמים לפי הלוח העברי, כך שהשיא זז כשהחג זז.',
      },
    ],
  },
  example: {
    eyebrow: 'דוגמה',
    title: 'אותו פריט, אותו סניף, שני כללי הזמנה',
    intro:
      'ארבעה שבועות של פריט מקורר אחד, עם ערב חג ביום השישי השלישי. הכלל הקבוע הוא מה שרוב הרשתות מתחילות ממנו; הכלל הלילי הוא מה שאנחנו שמים במקומו.',
  },
  chart: {
    title: 'המלאי של פריט אחד בסניף אחד לאורך ארבעה שבועות, לפי שני כללי הזמנה',
    caption:
      'נתונים בדויים של פריט מהיר בסניף אחד שסגור בשבת, עם משלוחים בימים ראשון, שלישי וחמישי וערב חג ביום השישי השלישי. לפי הכלל הקבוע הפריט אוזל בערב החג עצמו ו-{lost} מכירות הולכות לאיבוד; לפי הכלל הלילי המדף לא מתרוקן אף פעם, והמלאי הממוצע נמוך ב-{stockChange}.',
    stockAxis: 'יחידות בסניף',
    friday: 'שישי',
    holidayEve: 'ערב חג',
    emptyShelf: 'מדף ריק (הכלל הקבוע)',
    legendFixed: 'נקודת הזמנה קבועה',
    legendNightly: 'נקודת הזמנה שמחושבת כל לילה',
    legendSafety: 'מלאי ביטחון (הכלל הלילי)',
    legendHoliday: 'ערב חג',
    describe:
      'נקודת הזמנה קבועה: בממוצע כ-{fixedAverage} יחידות בסניף; הפריט אוזל בערב החג ו-{lost} מכירות הולכות לאיבוד. נקודת הזמנה שמחושבת כל לילה: בממוצע כ-{nightlyAverage} יחידות, והמדף לא מתרוקן אף פעם.',
  },
  process: {
    eyebrow: 'איך עובדים איתנו',
    title: 'קודם קטגוריה אחת, אחר כך סניף אחרי סניף',
    intro:
      'אתם רואים את ההשפעה בסניפים שלכם, מול סניפים דומים, לפני ששאר הרשת משנה את הדרך שבה היא מזמינה.',
    steps: [
      {
        title: 'נתונים ונקודת פתיחה',
        meta: 'שבועות 1–3',
        text: 'שנתיים של מכירות יומיות לכל פריט וסניף, משלוחים, ספירות מלאי וזמני אספקה של ספקים מתוך ה-ERP. מודדים את החוסרים, ימי המלאי והפחת של היום, כדי שתהיה נקודת פתיחה לנצח.',
      },
      {
        title: 'קטגוריית פיילוט',
        meta: 'שבועות 4–9',
        text: 'קטגוריה אחת בחמישה עד עשרה סניפים, מול סניפים דומים שממשיכים להזמין כרגיל. משווים חוסרים, מלאי ופחת כל שבוע.',
      },
      {
        title: 'לתוך מערכת ההזמנות',
        meta: 'שבועות 10–16',
        text: 'נקודות ההזמנה הליליות נכתבות חזרה ל-ERP או למסך ההזמנות, עם הסיבה לכל שינוי, כדי שהקניינים יוכלו לערער עליו.',
      },
      {
        title: 'הרחבה ובקרה',
        meta: 'מהחודש הרביעי',
        text: 'קטגוריה אחרי קטגוריה, סניף אחרי סניף. פגישה חודשית עם צוות האספקה על מה שהמודל פספס, ולמה.',
      },
    ],
  },
  results: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'זמינות ומלאי, נמדדים יחד',
    intro:
      'פחות חוסרים שנקנו בהרבה יותר מלאי זו לא תוצאה. אנחנו מדווחים על שניהם, ועל פחת במוצרים מתכלים, מול אותם שבועות לפני הפרויקט.',
    stats: [
      {
        figure: '27%',
        label: 'פחות חוסרים ברשת של 60 הסניפים',
        context:
          'ימי פריט-סניף עם מדף ריק בסגירה, חצי שנה אחרי העלייה לאוויר לעומת אותם חודשים בשנה הקודמת; המלאי הממוצע נשאר באותה רמה',
      },
      {
        figure: '23%',
        label: 'ירידה חציונית בחוסרים במלאי',
        context: 'ב-18 פרויקטים של מלאי חכם בשנים 2021–2025, בחצי השנה שאחרי העלייה לאוויר',
      },
      {
        figure: '−4%',
        label: 'שינוי חציוני במלאי הממוצע',
        context:
          'באותם 18 פרויקטים. בשלושה מהם המלאי עלה, כי רמות השירות שסוכמו היו נמוכות מדי קודם',
      },
      {
        figure: '12%',
        label: 'ירידה חציונית בפחת של מוצרים טריים',
        context: 'ב-7 מהפרויקטים האלה שכללו מוצרים מתכלים, לפי עלות הסחורה שנגרעה',
      },
    ],
    note: 'ערכים חציוניים, לא המקרים הכי מוצלחים שלנו. החוסרים נספרים מנתוני המכירות והמלאי שלכם, באותה דרך לפני ואחרי.',
  },
  related: {
    text: 'הקנייה מהספקים היא החצי השני של הסיפור.',
    link: 'רכש חכם',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלי שרשרת אספקה שואלים אותנו',
    items: [
      {
        question: 'רישומי המלאי שלנו לא מדויקים. זה מקלקל את המודל?',
        answer:
          'זה מחליש אותו, ולכן מודדים את זה קודם. מלאי פנטום, כשהמערכת אומרת שתים עשרה והמדף ריק, מתגלה כרצף של אפס מכירות בפריט שבדרך כלל נמכר. אנחנו מסמנים את הסניפים והפריטים האלה לספירה, ולא פעם התיקון הזה לבדו כבר שווה את המאמץ.',
      },
      {
        question: 'מי מחליט על ההזמנה, המודל או הקניין?',
        answer:
          'הקניין. המודל מציע נקודת הזמנה וכמות, עם הסיבה לכל שינוי. הקניינים יכולים לשנות, ואנחנו עוקבים אחרי השינויים כדי שגם המודל וגם הכללים ישתפרו.',
      },
      {
        question: 'ומה עם מבצעים?',
        answer:
          'מבצעים נכנסים לתחזית כאירועים ידועים, לפי מבצעים קודמים על אותו פריט או על פריטים דומים. מה שאף מודל לא רואה הוא מבצע שאף אחד לא סיפר עליו למערכת, ולכן מסכמים דרך פשוטה לרשום אותם.',
      },
      {
        question: 'אתם מתכננים גם את המרלו״ג, לא רק את הסניפים?',
        answer:
          'כן. כשיש מרכז הפצה, אנחנו קובעים את המלאי בו כך שישרת את נקודות ההזמנה של הסניפים, ושתי הרמות מתוכננות יחד, במקום שכל אחת תגן על עצמה במלאי עודף.',
      },
    ],
  },
  cta: {
    title: 'אילו פריטים נגמרו אצלכם ביום שישי האחרון?',
    text: 'בחרו קטגוריה אחת וכמה סניפים. נמדוד את החוסרים ואת ימי המלאי שלכם היום, ונראה מה נקודות הזמנה ליליות היו משנות, במחיר קבוע.',
    action: 'דברו עם אנליסט',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<SmartInventoryContent>;
