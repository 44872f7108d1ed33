import type { Localized } from '../../config/site';

/**
 * The queue management page's own text. English sets the shape; Hebrew matches it key for key.
 * The chart's arrivals and its staffing rule live in `illustrations/QueueManagementIllustration.tsx`.
 */
const en = {
  hero: {
    intro:
      'We forecast how many people will come through the door, hour by hour and weekday by weekday, and work out how many counters each hour needs to meet your waiting-time target. Then we help you move shifts and appointment slots to where the queue really is.',
    primaryAction: 'Talk to an analyst',
    highlights: [
      'Bank branches, clinics and public service centres',
      'Built from your ticketing system’s own records',
      'Measured in minutes of waiting',
    ],
  },
  heard: {
    eyebrow: 'The problem',
    title: 'What managers tell us, and what their data usually shows',
    intro:
      'The first sentence in each pair is paraphrased from many first meetings. The second is what we most often find once we read the ticket data.',
    heardLabel: 'What we hear',
    dataLabel: 'What the data usually shows',
    items: [
      {
        heard: '“We’re short-staffed.”',
        data: 'The total staff hours are often enough. They are in the wrong hours: two counters short on Sunday at ten, two idle on Wednesday at three.',
      },
      {
        heard: '“People come whenever they like. You can’t plan for it.”',
        data: 'Arrivals by hour and weekday repeat closely from week to week. Even the exceptions, such as the first of the month, holiday eves and the end of a school term, come back every year.',
      },
      {
        heard: '“We introduced appointments and the walk-in queue is still there.”',
        data: 'Appointment slots are spread evenly across the day, so they compete with the walk-in peak instead of filling the quiet hours around it.',
      },
    ],
  },
  maths: {
    eyebrow: 'What we do',
    title: 'How many counters does each hour need?',
    intro:
      'Three inputs decide it: how many people arrive, how long each visit takes and how long you are willing to let them wait. The Erlang C formula, first worked out for telephone exchanges, turns the three into a number of counters for every hour.',
    inputs: [
      {
        term: 'Arrivals per hour',
        detail:
          'Forecast for each hour of each weekday from one to two years of ticket data, with holidays, paydays and school holidays built in.',
      },
      {
        term: 'Time per visit',
        detail:
          'Measured per service type from the ticket’s call and close times. A mortgage question and a cheque deposit are not the same visit.',
      },
      {
        term: 'Your service-level target',
        detail:
          'Yours to set, for example 80% of visitors called within 10 minutes. We show what each target would cost in staff hours before you choose.',
      },
    ],
  },
  chart: {
    title: 'Visitors per hour on a Sunday, and the counters needed to meet the target',
    caption:
      'Made-up data for a mid-sized service centre on an ordinary Sunday. Counters needed: the fewest that call 80% of visitors within 10 minutes, from an Erlang C calculation with an average visit of 12 minutes. Over the day, {needed} counter-hours are needed and {open} are open: enough staff, in the wrong hours.',
    hoursLabel: 'Hour starting',
    openRow: 'Counters open today',
    neededRow: 'Counters needed',
    legendAppointments: 'Appointments',
    legendWalkIns: 'Walk-ins',
    legendShort: 'Fewer open than needed',
    /** The text alternative: one sentence per hour, filled from the chart's data. */
    describeHour:
      '{hour}:00, {walkIns} walk-ins and {appointments} appointments; {open} counters open, {needed} needed.',
  },
  settings: {
    eyebrow: 'Where it works',
    title: 'Three kinds of queue, three different mixes',
    intro:
      'The maths is the same everywhere. What changes is the share of visitors who book ahead, and what can be moved.',
    items: [
      {
        title: 'Bank branches',
        text: 'Walk-ins still dominate, with sharp peaks on Sunday mornings, the first days of the month and before holidays. Appointments suit mortgages and investments; the aim is to place them in the hours around the walk-in peak.',
      },
      {
        title: 'Clinics',
        text: 'Mostly booked, but late arrivals, walk-ins for blood tests and prescriptions, and visits that overrun stack up by late morning. We size the slots to the real length of each visit type and keep room for the walk-ins.',
      },
      {
        title: 'Public service centres',
        text: 'Licensing, documents, municipal services: a mix of booked and unbooked visitors, with seasonal peaks such as passports before the summer. Targets are often set by regulation, so the plan has to show it can meet them.',
      },
    ],
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'Three to four months from ticket data to a measured pilot',
    needs: {
      title: 'What we need from you',
      items: [
        'An export from your queue or appointment system, or read-only access to it',
        'Staff rotas for the same period',
        'One contact in each pilot branch, about two hours a week',
        'Your service-level target, or an hour to agree one with us',
      ],
    },
    steps: [
      {
        title: 'Read the ticket data',
        meta: 'Weeks 1–2',
        text: 'Twelve to twenty-four months from your queue or appointment system: ticket time, call time, close time, service type and counter. We check it against the rotas, because tickets never record the counter that sat closed.',
      },
      {
        title: 'Forecast arrivals',
        meta: 'Weeks 2–4',
        text: 'Per branch, per weekday and per hour, with the calendar effects that matter to you. We show how close the forecast would have come last year before you rely on it.',
      },
      {
        title: 'Design the rota and the slots',
        meta: 'Weeks 4–6',
        text: 'Shift templates that meet the target with the staff you have, and where to open appointment slots. Agreed with the branch managers, who know what the data does not, such as who can handle which requests.',
      },
      {
        title: 'Pilot and measure',
        meta: 'Weeks 6–14',
        text: 'Two or three branches first, compared with similar branches that keep the old rota. The roll-out goes ahead only if waiting times drop.',
      },
    ],
  },
  results: {
    eyebrow: 'What we measure',
    title: 'Waiting time, measured the way your visitors feel it',
    intro:
      'From ticket to call, from your own system, for the same weeks a year apart wherever we can. We report the median and the 90th percentile, the share of visitors called within target, tickets abandoned before being called, and staff hours.',
    stats: [
      {
        figure: '31%',
        label: 'shorter median wait',
        context:
          'across 11 queue-management projects at branches, clinics and service centres, 2022–2025',
      },
      {
        figure: '8 of 11',
        label: 'met their target with no extra staff hours',
        context:
          'in the other three, the plan showed the target could not be met with the current staff, and we said so',
      },
      {
        figure: '7%',
        label: 'median error in daily visitor forecasts',
        context:
          'per branch per day, in the eight weeks after go-live; hour by hour the error is larger, around 15–20%',
      },
      {
        figure: '80/10',
        label: 'the target clients choose most often',
        context:
          '80% of visitors called within 10 minutes. A starting point, not a rule: some services need a tighter target, some can wait longer',
      },
    ],
    note: 'Medians across projects, not our best cases. Shorter waits come from both better rotas and changes the client made, such as moving appointment slots; we do not try to split the credit.',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What operations managers ask us',
    items: [
      {
        question: 'We don’t have a ticketing system. Can you still help?',
        answer:
          'Yes, though it takes longer. Two or three weeks of counts at the door, with the appointment diary and the counters’ transaction log, can be enough to start. We tell you what is missing before you pay for more.',
      },
      {
        question: 'Does this work for a phone queue as well?',
        answer:
          'Yes. Erlang C was developed for telephone exchanges. Call centres add callers who hang up and callbacks; we model both when the phone system records them.',
      },
      {
        question: 'Branch managers know their branch. Why would they trust a model?',
        answer:
          'They do not have to take it on trust. Each plan shows the forecast next to the last eight weeks of actual arrivals, and managers can adjust it. We track where their adjustments beat the model and feed that back.',
      },
      {
        question: 'What about the days nobody can predict?',
        answer:
          'Fewer than it seems: holiday eves, paydays and the week after a strike are in the forecast. For the rest, the plan includes a reserve: who moves to a counter when the queue passes an agreed length.',
      },
    ],
  },
  cta: {
    title: 'How long do your visitors wait on a Sunday morning?',
    text: 'Send us a month of ticket data. We will show you the arrival curve, the hours where counters fall short, and what the same staff could do differently.',
    action: 'Talk to an analyst',
    phoneLead: 'Or call us on',
  },
};

export type QueueManagementContent = typeof en;

const he: QueueManagementContent = {
  hero: {
    intro:
      'אנחנו חוזים כמה אנשים ייכנסו בדלת, שעה אחרי שעה ויום אחרי יום, ומחשבים כמה עמדות צריך בכל שעה כדי לעמוד ביעד זמן ההמתנה שלכם. אחר כך עוזרים לכם להזיז משמרות ותורים מוזמנים למקום שבו התור באמת נמצא.',
    primaryAction: 'דברו עם אנליסט',
    highlights: [
      'סניפי בנקים, מרפאות ומוקדי שירות ציבוריים',
      'על בסיס הנתונים של מערכת התורים שלכם',
      'נמדד בדקות המתנה',
    ],
  },
  heard: {
    eyebrow: 'הבעיה',
    title: 'מה מנהלים מספרים לנו, ומה הנתונים שלהם מראים בדרך כלל',
    intro:
      'המשפט הראשון בכל זוג הוא ניסוח שלנו למה ששומעים בהרבה פגישות ראשונות. השני הוא מה שאנחנו מוצאים הכי הרבה פעמים כשקוראים את נתוני המערכת.',
    heardLabel: 'מה שאנחנו שומעים',
    dataLabel: 'מה שהנתונים מראים בדרך כלל',
    items: [
      {
        heard: '"חסרים לנו עובדים."',
        data: 'סך שעות העבודה מספיק לא פעם. הן פשוט בשעות הלא נכונות: חסרות שתי עמדות ביום ראשון בעשר, ושתיים עומדות ריקות ביום רביעי בשלוש.',
      },
      {
        heard: '"אנשים מגיעים מתי שבא להם. אי אפשר לתכנן את זה."',
        data: 'ההגעות לפי שעה ויום בשבוע חוזרות על עצמן כמעט בדיוק משבוע לשבוע. גם החריגים, כמו תחילת החודש, ערבי חג וסוף שנת הלימודים, חוזרים כל שנה.',
      },
      {
        heard: '"הכנסנו זימון תורים, והתור של מי שמגיע בלי תור עדיין שם."',
        data: 'התורים המוזמנים מפוזרים באופן שווה על פני היום, ולכן הם מתחרים בשיא של המגיעים בלי תור במקום למלא את השעות השקטות סביבו.',
      },
    ],
  },
  maths: {
    eyebrow: 'מה אנחנו עושים',
    title: 'כמה עמדות צריך בכל שעה?',
    intro:
      'שלושה נתונים קובעים את זה: כמה אנשים מגיעים, כמה זמן לוקח כל ביקור וכמה זמן אתם מוכנים שיחכו. נוסחת Erlang C, שפותחה במקור למרכזיות טלפון, הופכת את שלושתם למספר עמדות לכל שעה.',
    inputs: [
      {
        term: 'הגעות בשעה',
        detail:
          'תחזית לכל שעה בכל יום בשבוע, מתוך שנה עד שנתיים של נתוני המערכת, כולל חגים, ימי משכורת וחופשות בית ספר.',
      },
      {
        term: 'משך ביקור',
        detail:
          'נמדד לכל סוג שירות לפי זמן הקריאה וזמן הסגירה של המספר. שאלה על משכנתה והפקדת צ׳ק הם לא אותו ביקור.',
      },
      {
        term: 'יעד השירות שלכם',
        detail:
          'אתם קובעים אותו, למשל 80% מהפונים נקראים תוך 10 דקות. לפני שאתם בוחרים, אנחנו מראים כמה שעות עבודה כל יעד עולה.',
      },
    ],
  },
  chart: {
    title: 'פונים בכל שעה ביום ראשון, ומספר העמדות שנדרש כדי לעמוד ביעד',
    caption:
      'נתונים בדויים של מוקד שירות בינוני ביום ראשון רגיל. עמדות נדרשות: המספר הקטן ביותר שקורא ל-80% מהפונים תוך 10 דקות, לפי חישוב Erlang C עם ביקור ממוצע של 12 דקות. לאורך היום נדרשות {needed} שעות עמדה ופתוחות {open}: יש מספיק עובדים, הם פשוט בשעות הלא נכונות.',
    hoursLabel: 'שעת התחלה',
    openRow: 'עמדות פתוחות היום',
    neededRow: 'עמדות נדרשות',
    legendAppointments: 'תורים מוזמנים',
    legendWalkIns: 'בלי תור',
    legendShort: 'פתוחות פחות מהנדרש',
    describeHour:
      '{hour}:00, {walkIns} הגיעו בלי תור ו-{appointments} עם תור מוזמן; {open} עמדות פתוחות, {needed} נדרשות.',
  },
  settings: {
    eyebrow: 'איפה זה עובד',
    title: 'שלושה סוגי תור, שלושה תמהילים שונים',
    intro: 'המתמטיקה זהה בכל מקום. מה שמשתנה הוא כמה מהפונים מזמינים תור מראש, ומה אפשר להזיז.',
    items: [
      {
        title: 'סניפי בנקים',
        text: 'המגיעים בלי תור עדיין רוב הקהל, עם שיאים חדים בבוקר יום ראשון, בימים הראשונים של החודש ולפני חגים. תורים מוזמנים מתאימים למשכנתאות ולהשקעות, והמטרה היא למקם אותם בשעות שסביב השיא.',
      },
      {
        title: 'מרפאות',
        text: 'רוב הביקורים מוזמנים, אבל איחורים, בדיקות דם ומרשמים בלי תור וביקורים שמתארכים נערמים עד סוף הבוקר. אנחנו מתאימים את אורך התור למשך האמיתי של כל סוג ביקור ומשאירים מקום למי שמגיע בלי תור.',
      },
      {
        title: 'מוקדי שירות ציבוריים',
        text: 'רישוי, תעודות, שירותים עירוניים: שילוב של פונים עם תור ובלי תור, ושיאים עונתיים כמו דרכונים לפני הקיץ. היעדים נקבעים לא פעם ברגולציה, ולכן התוכנית צריכה להראות שהיא עומדת בהם.',
      },
    ],
  },
  process: {
    eyebrow: 'איך עובדים איתנו',
    title: 'שלושה עד ארבעה חודשים מנתוני המערכת ועד פיילוט שנמדד',
    needs: {
      title: 'מה נצטרך מכם',
      items: [
        'ייצוא ממערכת התורים או הזימונים, או הרשאת קריאה אליה',
        'סידורי העבודה לאותה תקופה',
        'איש קשר אחד בכל סניף פיילוט, כשעתיים בשבוע',
        'יעד השירות שלכם, או שעה כדי לקבוע אותו יחד',
      ],
    },
    steps: [
      {
        title: 'קוראים את נתוני המערכת',
        meta: 'שבועות 1–2',
        text: '12 עד 24 חודשים ממערכת התורים או הזימונים: זמן הוצאת המספר, זמן הקריאה, זמן הסגירה, סוג השירות והעמדה. משווים לסידורי העבודה, כי המספרים אף פעם לא מתעדים עמדה שעמדה סגורה.',
      },
      {
        title: 'חוזים את ההגעות',
        meta: 'שבועות 2–4',
        text: 'לכל סניף, לכל יום בשבוע ולכל שעה, עם השפעות לוח השנה שרלוונטיות לכם. לפני שאתם מסתמכים על התחזית, אנחנו מראים כמה קרוב היא הייתה מגיעה בשנה שעברה.',
      },
      {
        title: 'מתכננים משמרות ותורים',
        meta: 'שבועות 4–6',
        text: 'תבניות משמרת שעומדות ביעד עם הצוות הקיים, והמלצה איפה לפתוח תורים מוזמנים. הכול בתיאום עם מנהלי הסניפים, שיודעים את מה שאין בנתונים, למשל מי יכול לטפל באילו בקשות.',
      },
      {
        title: 'פיילוט ומדידה',
        meta: 'שבועות 6–14',
        text: 'מתחילים בשניים או שלושה סניפים ומשווים לסניפים דומים שממשיכים בסידור הישן. מרחיבים לשאר הסניפים רק אם זמני ההמתנה יורדים.',
      },
    ],
  },
  results: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'זמן המתנה, כמו שהפונים שלכם מרגישים אותו',
    intro:
      'מהוצאת המספר ועד הקריאה, מתוך המערכת שלכם, ובאותם שבועות בהפרש של שנה כשאפשר. אנחנו מדווחים על החציון ועל האחוזון ה-90, על החלק מהפונים שנקראו בתוך היעד, על מספרים שנזנחו לפני שנקראו ועל שעות העבודה.',
    stats: [
      {
        figure: '31%',
        label: 'קיצור חציוני של זמן ההמתנה',
        context: 'ב-11 פרויקטים של ניהול תורים בסניפים, במרפאות ובמוקדי שירות, בשנים 2022–2025',
      },
      {
        figure: '8 מתוך 11',
        label: 'עמדו ביעד בלי להוסיף שעות עבודה',
        context: 'בשלושת האחרים התוכנית הראתה שאי אפשר לעמוד ביעד עם הצוות הקיים, ואמרנו את זה',
      },
      {
        figure: '7%',
        label: 'טעות חציונית בתחזית הפונים היומית',
        context:
          'לכל סניף ולכל יום, בשמונת השבועות שאחרי העלייה לאוויר; ברמת השעה הטעות גדולה יותר, סביב 15–20%',
      },
      {
        figure: '80/10',
        label: 'היעד שלקוחות בוחרים הכי הרבה',
        context:
          '80% מהפונים נקראים תוך 10 דקות. נקודת פתיחה, לא כלל: יש שירותים שצריכים יעד הדוק יותר, ויש שיכולים לחכות יותר',
      },
    ],
    note: 'ערכים חציוניים בין הפרויקטים, לא המקרים הכי מוצלחים שלנו. קיצור ההמתנה נובע גם מסידור עבודה טוב יותר וגם משינויים שהלקוח עשה, כמו הזזת תורים מוזמנים, ואנחנו לא מנסים לחלק את הקרדיט.',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלי תפעול שואלים אותנו',
    items: [
      {
        question: 'אין לנו מערכת תורים. אתם עדיין יכולים לעזור?',
        answer:
          'כן, רק שזה לוקח יותר זמן. שבועיים-שלושה של ספירה בכניסה, יחד עם יומן הזימונים ויומן הפעולות של העמדות, יכולים להספיק כדי להתחיל. לפני שתשלמו על המשך נגיד לכם מה חסר.',
      },
      {
        question: 'זה עובד גם לתור טלפוני?',
        answer:
          'כן. Erlang C פותחה בשביל מרכזיות טלפון. במוקד טלפוני יש גם פונים שמנתקים ובקשות לחזרה, ואנחנו ממדלים את שניהם כשמערכת הטלפוניה מתעדת אותם.',
      },
      {
        question: 'מנהלי הסניפים מכירים את הסניף שלהם. למה שיסמכו על מודל?',
        answer:
          'הם לא צריכים לסמוך עליו בעיניים עצומות. כל תוכנית מציגה את התחזית לצד ההגעות בפועל בשמונת השבועות האחרונים, והמנהלים יכולים לתקן אותה. אנחנו עוקבים איפה התיקונים שלהם מדויקים יותר מהמודל, ומכניסים את זה בחזרה למודל.',
      },
      {
        question: 'ומה עם הימים שאף אחד לא יכול לצפות?',
        answer:
          'יש פחות כאלה ממה שנדמה: ערבי חג, ימי משכורת והשבוע שאחרי שביתה נמצאים בתחזית. לשאר המקרים התוכנית כוללת עתודה: מי עובר לעמדה כשהתור עובר אורך מוסכם.',
      },
    ],
  },
  cta: {
    title: 'כמה זמן מחכים אצלכם ביום ראשון בבוקר?',
    text: 'שלחו לנו חודש של נתונים ממערכת התורים. נראה לכם את עקומת ההגעות, את השעות שבהן חסרות עמדות, ומה אותו צוות יכול לעשות אחרת.',
    action: 'דברו עם אנליסט',
    phoneLead: 'או התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<QueueManagementContent>;
