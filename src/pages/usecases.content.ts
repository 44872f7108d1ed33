import type { Localized } from '../config/site';
import type { PageId } from '../routes';

/**
 * The Use cases page's own text. One story per service, in the order they are shown; each
 * story's anchor is the last segment of its service's path (`#smart-inventory`). Clients are
 * described by sector and size, never named, and every headline states the measured result.
 * The smart-inventory story is the one the Home page tells in short: keep the two consistent.
 * `{phone}` is never written here: it comes from `src/config/site.ts`.
 */
export const storyOrder = [
  'smartInventory',
  'queueManagement',
  'procurement',
  'qualityControl',
  'sales',
  'customerInsights',
  'decisionMaking',
  'customSolutions',
] as const satisfies readonly PageId[];

export type StoryService = (typeof storyOrder)[number];

export interface Story {
  /** The client, described generically: sector and size. */
  client: string;
  /** The `h2`: the measured result. */
  headline: string;
  challenge: string;
  approach: string;
  result: string;
  /** What was measured, over which period, against which baseline. */
  measured: string;
}

const en = {
  hero: {
    intro:
      'Eight projects from retail, manufacturing, wholesale, health care and utilities, one for each of our services. For each: the problem the client brought us, what we built, and the result we measured together against the client’s own baseline.',
    highlights: [
      'Every result measured against the client’s own baseline',
      'Clients described, never named',
      'How we measured, stated for each story',
    ],
  },
  index: {
    title: 'Stories on this page',
    note: 'Why no names? Our clients’ confidentiality comes first, so we describe them by sector and size. These are single projects: across all our work the median results are more modest, such as a 23% drop in stock-outs and a 31% shorter wait.',
  },
  labels: {
    challenge: 'The challenge',
    approach: 'What we did',
    result: 'The result',
    measured: 'How we measured:',
    serviceLink: 'More about {service}',
  },
  stories: {
    smartInventory: {
      client: 'A food retail chain with about 60 stores',
      headline: 'Stock-outs down 27% in six months, without adding stock',
      challenge:
        'Store managers reordered by eye from a weekly report. Popular items ran out at weekends while slow sellers filled the storerooms.',
      approach:
        'A demand forecast for every item in every store, with reorder points recalculated each night from the day’s sales and fed into the ordering screen the chain already used.',
      result: 'Stock-outs fell by 27% within six months, while average stock stayed level.',
      measured:
        'item-store-days with an empty shelf at closing, across the chain, for the six months after go-live against the same months a year earlier.',
    },
    queueManagement: {
      client: 'A network of 14 medical clinics in central Israel',
      headline: 'Front-desk waits down from 21 to 14 minutes, with the same staff hours',
      challenge:
        'Shift rotas were copied from the year before. Sunday mornings and the days after holidays overflowed, while quiet afternoons had too many desks open.',
      approach:
        'A forecast of arrivals for each clinic, day and half-hour, built from three years of queue-system data, booked appointments and the holiday calendar, and a weekly shift plan that moves desk hours to where the patients will be.',
      result:
        'Within a quarter the median wait fell from 21 to 14 minutes, and the share of patients waiting more than half an hour from 24% to 9%, with total staff hours unchanged.',
      measured:
        'the queue system’s ticket times for the three months after launch against the same three months a year earlier.',
    },
    procurement: {
      client: 'A food manufacturer with two production plants',
      headline: 'Urgent raw-material purchases down 38% in the first year',
      challenge:
        'Buyers planned from experience and from what sales had promised. Shortages were covered by urgent purchases at premium prices, while other materials expired in the warehouse.',
      approach:
        'A 12-week demand forecast for about 120 raw materials, derived from the sales forecast and the production plan, and supplier scorecards on price, lead time and reliability. Buyers get a weekly order recommendation inside the ERP.',
      result:
        'Urgent purchases fell by 38% in the first year, write-offs of expired materials halved, and raw-material cost per tonne of output fell by 4%.',
      measured:
        'purchase orders flagged as urgent and warehouse write-offs in the ERP, for the twelve months after go-live against the twelve months before, with cost per tonne adjusted for supplier price changes.',
    },
    qualityControl: {
      client: 'A plastics manufacturer in the north with three injection-moulding lines',
      headline: 'Scrap cut from 4.1% to 2.6% of output in six months',
      challenge:
        'Scrap had hovered around 4.1% for a year, and nobody agreed whether the material, the moulds or the night shift was to blame. Sensor data was logged every second but only opened after a customer complaint.',
      approach:
        'We matched the sensor history to the defect records. Within three weeks the analysis pointed to the first hour after each material change on one line, when the mould temperature dipped. A warm-up check now follows every change, and drift alerts reach the shift lead with the chart attached.',
      result:
        'Scrap stood at 2.6% of output six months later. The warm-up check did most of the work; the alerts keep it there.',
      measured:
        'scrap as a share of output from the plant’s production records, counted the same way as before, for the six months after go-live against the six months before.',
    },
    sales: {
      client: 'A building-materials distributor with 25 field sales reps',
      headline: 'Quote win rate up from 24% to 31% in two quarters',
      challenge:
        'Reps chased every open quote with the same effort, and the quarterly revenue forecast missed by about 18%.',
      approach:
        'We analysed three years of quotes and invoices from the CRM to find what predicts a won deal, then built a weekly priority list for each rep and a quarterly forecast from the open deals, both inside the CRM the team already used.',
      result:
        'Within two quarters the share of quotes won rose from 24% to 31%, and the gap between forecast and actual quarterly revenue narrowed from 18% to 6%.',
      measured:
        'quotes won out of quotes issued, for the two quarters after launch against the same quarters a year earlier; forecast error as the gap between forecast and invoiced revenue.',
    },
    customerInsights: {
      client: 'An online home-goods retailer with about 200,000 active customers',
      headline: 'Churn among high-value customers down from 22% to 17%, on a smaller budget',
      challenge:
        'Every customer got the same discount coupons. Meanwhile the most valuable customers drifted away unnoticed until they stopped buying altogether.',
      approach:
        'Customer segments based on buying behaviour and lifetime value, and an early-churn score updated every week. The CRM team now sends offers only to valuable customers whose score shows they are at risk.',
      result:
        'Yearly churn among the most valuable fifth of customers fell from 22% to 17%, while retention spending fell by 30%.',
      measured:
        'against a randomly chosen control group of at-risk customers who kept receiving the old offers, over twelve months.',
    },
    decisionMaking: {
      client: 'A pharmacy chain with 45 branches',
      headline: 'Four branches closed instead of nine, and the region in profit within a year',
      challenge:
        'Nine branches in one region had lost money for two years. The board had a plan to close all nine, but no way to tell how many of their customers would move to a nearby branch and how many would go to competitors.',
      approach:
        'From two years of loyalty-card purchases we estimated, branch by branch, how much revenue would follow customers to a nearby branch. A scenario model compared closing all nine, none or some, with the uncertainty of each estimate stated, and we worked through it with management in two workshops.',
      result:
        'Management closed four branches and refurbished two. The chain kept 81% of the closed branches’ loyalty-card revenue, within the range the model had predicted, and the region moved from a loss to a profit within a year.',
      measured:
        'the region’s operating profit from the chain’s management accounts, for the year after the closures against the year before; revenue kept, from the loyalty cards of the closed branches’ regular customers.',
    },
    customSolutions: {
      client: 'A regional water utility serving about 150,000 residents',
      headline: 'Water lost in the network down from 19% to 14% in a year',
      challenge:
        'About a fifth of the water the utility bought was never billed. Maintenance crews searched for leaks street by street, with no way of knowing where to start.',
      approach:
        'A data pipeline joining smart-meter readings, pipe records and repair history; a model that ranks the network’s zones by likely leakage every week; and a map-based dashboard the crews open on their phones.',
      result:
        'Within a year water lost in the network fell from 19% to 14% of supply, and crews found twice as many leaks per day of searching.',
      measured:
        'the utility’s water balance, water supplied against water billed, for the twelve months after launch against the twelve months before.',
    },
  } satisfies Record<StoryService, Story>,
  cta: {
    title: 'Recognise your own challenge in one of these stories?',
    text: 'Tell us about it. An analyst, not a salesperson, replies within one business day.',
    action: 'Talk to an analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type UseCasesContent = typeof en;

const he: UseCasesContent = {
  hero: {
    intro:
      'שמונה פרויקטים מקמעונאות, מתעשייה, מסיטונאות, מבריאות ומתשתיות — אחד לכל שירות שלנו. בכל סיפור: הבעיה שהלקוח הביא, מה בנינו, והתוצאה שמדדנו יחד מול נקודת הפתיחה של הלקוח עצמו.',
    highlights: [
      'כל תוצאה נמדדה מול נקודת הפתיחה של הלקוח',
      'מתארים את הלקוחות, בלי לחשוף את שמם',
      'בכל סיפור כתוב איך בדיוק מדדנו',
    ],
  },
  index: {
    title: 'הסיפורים בעמוד',
    note: 'למה בלי שמות? הסודיות של הלקוחות שלנו קודמת לכול, ולכן אנחנו מתארים אותם לפי תחום וגודל. אלה פרויקטים בודדים: בכלל הפרויקטים שלנו התוצאות החציוניות צנועות יותר — למשל ירידה של 23% בחוסרים במלאי וקיצור של 31% בזמן ההמתנה.',
  },
  labels: {
    challenge: 'האתגר',
    approach: 'מה עשינו',
    result: 'התוצאה',
    measured: 'איך מדדנו:',
    serviceLink: 'עוד על {service}',
  },
  stories: {
    smartInventory: {
      client: 'רשת קמעונאות מזון עם כ-60 סניפים',
      headline: 'החוסרים במלאי ירדו ב-27% בתוך חצי שנה, בלי להגדיל את המלאי',
      challenge:
        'מנהלי הסניפים הזמינו סחורה לפי דוח שבועי ותחושת בטן. מוצרים מבוקשים אזלו בסופי שבוע, בזמן שמוצרים שנמכרים לאט מילאו את המחסנים.',
      approach:
        'תחזית ביקוש לכל פריט בכל סניף, ונקודות הזמנה שמחושבות מחדש בכל לילה לפי המכירות של אותו יום ונכנסות ישר למסך ההזמנות שהרשת כבר עבדה איתו.',
      result: 'בתוך חצי שנה החוסרים ירדו ב-27%, והמלאי הממוצע נשאר באותה רמה.',
      measured:
        'הימים שבהם פריט היה חסר על המדף בשעת הסגירה, בכל סניפי הרשת, בחצי השנה שאחרי העלייה לאוויר לעומת אותם חודשים בשנה הקודמת.',
    },
    queueManagement: {
      client: 'רשת של 14 מרפאות במרכז הארץ',
      headline: 'ההמתנה בקבלה התקצרה מ-21 ל-14 דקות, באותן שעות צוות',
      challenge:
        'סידורי המשמרות הועתקו מהשנה הקודמת. בימי ראשון בבוקר ואחרי החגים המרפאות היו עמוסות לעייפה, ובשעות אחר הצהריים השקטות היו פתוחות יותר מדי עמדות.',
      approach:
        'תחזית הגעות לכל מרפאה, לכל יום ולכל חצי שעה, על בסיס שלוש שנים של נתוני מערכת התורים, התורים שנקבעו מראש ולוח החגים — ותכנון משמרות שבועי שמעביר שעות עמדה למקום ולזמן שבהם המטופלים יגיעו.',
      result:
        'בתוך רבעון זמן ההמתנה החציוני ירד מ-21 ל-14 דקות, ושיעור המטופלים שחיכו יותר מחצי שעה ירד מ-24% ל-9% — בלי להוסיף אף שעת צוות.',
      measured:
        'זמני הכרטיסים במערכת התורים, בשלושת החודשים שאחרי ההשקה לעומת אותם חודשים בשנה הקודמת.',
    },
    procurement: {
      client: 'יצרנית מזון עם שני מפעלים',
      headline: 'רכישות החירום של חומרי גלם ירדו ב-38% בשנה הראשונה',
      challenge:
        'הקניינים תכננו לפי ניסיון ולפי מה שאנשי המכירות הבטיחו. חוסרים כוסו ברכישות דחופות במחירים גבוהים, בזמן שחומרים אחרים פגו במחסן.',
      approach:
        'תחזית ביקוש ל-12 שבועות קדימה לכ-120 חומרי גלם, שנגזרת מתחזית המכירות ומתוכנית הייצור, ודירוג ספקים לפי מחיר, זמן אספקה ואמינות. בכל שבוע הקניינים מקבלים המלצת הזמנה בתוך ה-ERP.',
      result:
        'רכישות החירום ירדו ב-38% בשנה הראשונה, הפחת של חומרים שפג תוקפם ירד בחצי, ועלות חומרי הגלם לטון תוצרת ירדה ב-4%.',
      measured:
        'הזמנות רכש שסומנו כדחופות ורישומי הפחת ב-ERP, ב-12 החודשים שאחרי העלייה לאוויר לעומת 12 החודשים שלפני, כשהעלות לטון מנוטרלת משינויים במחירי הספקים.',
    },
    qualityControl: {
      client: 'יצרן פלסטיק בצפון עם שלושה קווי הזרקה',
      headline: 'הפחת ירד מ-4.1% ל-2.6% מהתפוקה בתוך חצי שנה',
      challenge:
        'הפחת עמד סביב 4.1% במשך שנה, ואף אחד לא הסכים אם האשמה בחומר הגלם, בתבניות או במשמרת הלילה. נתוני החיישנים נרשמו כל שנייה, אבל נפתחו רק אחרי תלונה של לקוח.',
      approach:
        'הצלבנו את היסטוריית החיישנים עם רישומי הפגמים. תוך שלושה שבועות הניתוח הצביע על השעה הראשונה אחרי כל החלפת חומר באחד הקווים, כשטמפרטורת התבנית ירדה. היום כל החלפה מלווה בבדיקת חימום, והתראות על סטייה מגיעות לראש המשמרת יחד עם הגרף.',
      result:
        'אחרי חצי שנה הפחת עמד על 2.6% מהתפוקה. בדיקת החימום עשתה את רוב העבודה, וההתראות שומרות על התוצאה.',
      measured:
        'הפחת כשיעור מהתפוקה לפי רישומי הייצור של המפעל, באותה שיטה כמו קודם, בחצי השנה שאחרי העלייה לאוויר לעומת חצי השנה שלפניה.',
    },
    sales: {
      client: 'משווקת חומרי בניין עם 25 אנשי מכירות בשטח',
      headline: 'שיעור הצעות המחיר שנסגרו עלה מ-24% ל-31% בתוך שני רבעונים',
      challenge:
        'אנשי המכירות רדפו אחרי כל הצעת מחיר פתוחה באותה מידה, ותחזית ההכנסות הרבעונית פספסה בכ-18%.',
      approach:
        'ניתחנו שלוש שנים של הצעות מחיר וחשבוניות מה-CRM כדי להבין מה מנבא עסקה שנסגרת. על הבסיס הזה בנינו לכל איש מכירות רשימת עדיפויות שבועית, ותחזית רבעונית שמחושבת מהעסקאות הפתוחות — שתיהן בתוך ה-CRM שהצוות כבר עבד איתו.',
      result:
        'בתוך שני רבעונים שיעור ההצעות שנסגרו עלה מ-24% ל-31%, והפער בין התחזית להכנסות בפועל הצטמצם מ-18% ל-6%.',
      measured:
        'הצעות שנסגרו מתוך כל ההצעות שיצאו, בשני הרבעונים שאחרי ההשקה לעומת אותם רבעונים בשנה הקודמת; סטיית התחזית נמדדה כפער בין התחזית להכנסות שחויבו בפועל.',
    },
    customerInsights: {
      client: 'חנות אונליין למוצרים לבית עם כ-200,000 לקוחות פעילים',
      headline: 'הנטישה של הלקוחות בעלי הערך הגבוה ירדה מ-22% ל-17%, בתקציב קטן יותר',
      challenge:
        'כל הלקוחות קיבלו את אותם קופונים. בינתיים הלקוחות השווים ביותר התרחקו בשקט, ואף אחד לא שם לב עד שהם הפסיקו לקנות.',
      approach:
        'פילוח לקוחות לפי הרגלי קנייה וערך לאורך זמן, וציון סיכון לנטישה שמתעדכן בכל שבוע. היום צוות ה-CRM שולח הצעות רק ללקוחות בעלי ערך גבוה שהציון שלהם מראה שהם בסיכון.',
      result:
        'הנטישה השנתית בחמישון הלקוחות בעלי הערך הגבוה ביותר ירדה מ-22% ל-17%, והוצאות השימור ירדו ב-30%.',
      measured:
        'מול קבוצת ביקורת אקראית של לקוחות בסיכון שהמשיכו לקבל את ההצעות הישנות, לאורך 12 חודשים.',
    },
    decisionMaking: {
      client: 'רשת פארם עם 45 סניפים',
      headline: 'ארבעה סניפים נסגרו במקום תשעה, והאזור עבר לרווח בתוך שנה',
      challenge:
        'תשעה סניפים באזור אחד הפסידו כסף כבר שנתיים. על השולחן הייתה תוכנית לסגור את כולם, אבל לא הייתה דרך לדעת כמה מהלקוחות שלהם יעברו לסניף סמוך וכמה ילכו למתחרים.',
      approach:
        'מתוך שנתיים של רכישות במועדון הלקוחות הערכנו, סניף אחר סניף, כמה מההכנסות יעברו עם הלקוחות לסניף קרוב. מודל תרחישים השווה בין סגירה של כל התשעה, של אף אחד מהם או של חלק מהם, עם רמת אי-הוודאות של כל הערכה, ועברנו עליו עם ההנהלה בשתי סדנאות.',
      result:
        'ההנהלה סגרה ארבעה סניפים ושיפצה שניים. הרשת שמרה על 81% מההכנסות של חברי המועדון בסניפים שנסגרו, בתוך הטווח שהמודל צפה, והאזור עבר מהפסד לרווח בתוך שנה.',
      measured:
        'הרווח התפעולי של האזור לפי דוחות ההנהלה של הרשת, בשנה שאחרי הסגירות לעומת השנה שלפניהן; ההכנסות שנשמרו נמדדו לפי כרטיסי המועדון של הלקוחות הקבועים בסניפים שנסגרו.',
    },
    customSolutions: {
      client: 'תאגיד מים אזורי שמשרת כ-150,000 תושבים',
      headline: 'אובדן המים ברשת ירד מ-19% ל-14% בתוך שנה',
      challenge:
        'כחמישית מהמים שהתאגיד קנה לא הגיעו לחיוב. צוותי האחזקה חיפשו נזילות רחוב אחרי רחוב, בלי לדעת מאיפה להתחיל.',
      approach:
        'תשתית נתונים שמאחדת קריאות של מדי מים חכמים, נתוני צנרת והיסטוריית תיקונים; מודל שמדרג בכל שבוע את אזורי הרשת לפי הסבירות לנזילה; ודשבורד מבוסס מפה שהצוותים פותחים בטלפון.',
      result:
        'בתוך שנה אובדן המים ברשת ירד מ-19% ל-14% מהאספקה, והצוותים מצאו פי שניים נזילות בכל יום חיפוש.',
      measured:
        'מאזן המים של התאגיד, כלומר המים שסופקו לעומת המים שחויבו, ב-12 החודשים שאחרי ההשקה לעומת 12 החודשים שלפניה.',
    },
  },
  cta: {
    title: 'זיהיתם את האתגר שלכם באחד הסיפורים?',
    text: 'ספרו לנו עליו. אנליסט, לא איש מכירות, יחזור אליכם תוך יום עסקים אחד.',
    action: 'דברו עם אנליסט',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<UseCasesContent>;
