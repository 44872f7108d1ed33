import type { Localized } from '../../config/site';

/**
 * The quality-control page's own text. English sets the shape; Hebrew matches it key for key.
 * The control chart's data lives in `illustrations/QualityControlIllustration.tsx`; `{drift}`,
 * `{breach}` and `{lead}` in the chart's texts are filled from it, and the “5 hours” and
 * “4.1% → 2.6%” figures below describe the same story, so change them together.
 */
const en = {
  hero: {
    intro:
      'A line that drifts for a whole shift before anyone notices. A defect found in your customer’s incoming inspection instead of yours. We connect the sensor data and inspection records you already collect to control charts, capability figures and alerts, tuned with your operators so they never learn to ignore them.',
    primaryAction: 'Talk to a quality analyst',
    secondaryAction: 'See success stories',
    highlights: [
      'Starts from the data your lines already log',
      'Alerts tuned with the people on the floor',
      'Records your auditors can follow',
    ],
  },
  chart: {
    title: 'Control chart of hourly average wall thickness on one moulding line',
    caption:
      'Hourly average wall thickness on one injection-moulding line, in mm (illustrative data). The run rule flags the drift at hour {drift}; a control limit alone would have waited until hour {breach}.',
    summary:
      'Centre line {centre} mm, control limits {lower} and {upper} mm. From hour {start} every sample sits above the centre line; the run rule flags it at hour {drift}, and the sample at hour {breach} ({breachValue} mm) crosses the upper limit, {lead} hours later.',
    hours: 'Hour',
    driftLabel: 'Drift flagged',
    breachLabel: 'Limit crossed',
    legend: {
      sample: 'Hourly average',
      run: 'Run of 7 above the centre line',
      breach: 'Beyond the control limit',
    },
  },
  voices: {
    eyebrow: 'Sound familiar?',
    title: 'What plant managers tell us on the first visit',
    intro:
      'In our words, gathered from many first visits to production floors; not quotes from any one plant.',
    items: [
      'We log temperature, pressure and cycle time every second, and nobody looks at it unless a customer complains.',
      'The control charts are on the wall. Someone prints them once a month.',
      'The alarm goes off so often that the operators silence it at the start of the shift.',
      'Scrap is at 4%, and nobody agrees whether it is the material, the moulds or the night shift.',
    ],
  },
  offer: {
    eyebrow: 'What we do',
    title: 'From sensor logs to decisions on the line',
    intro:
      'Statistical process control is decades old and still the best tool for the job. What usually fails is the plumbing and the tuning, so that is where we spend our time.',
    items: {
      spc: {
        title: 'Live control charts (SPC)',
        text: 'X-bar and R charts, or individuals charts, for the characteristics that matter, fed straight from the line’s PLC or the measuring station, with the run rules that fit each process rather than every rule at once.',
      },
      capability: {
        title: 'Process capability (Cpk)',
        text: 'For each product on each line, how comfortably the process fits inside the specification: which jobs can run with light supervision, and which need a tighter setup or a different machine.',
      },
      pareto: {
        title: 'First-pass yield and defect Pareto',
        text: 'Where units fail, ranked by what they cost you, and how that changes by shift, mould, material batch and supplier. The few causes behind most of the scrap, on one page.',
      },
      alerts: {
        title: 'Alerts people trust',
        text: 'Alerts only on the signals that came before real defects in your own history, sent to the shift lead with the chart attached. We count how many turn out false and retune until operators stop silencing them.',
      },
    },
  },
  outcomes: {
    eyebrow: 'What we measure',
    title: 'The numbers we report to the plant manager',
    intro:
      'Agreed with you before we start and measured from your own records: scrap, yield, how early a problem is seen, and how much of the alerting is noise.',
    stats: [
      {
        figure: '38%',
        label: 'median drop in scrap rate',
        context:
          'across 7 manufacturing projects in 2021–2025, the 6 months after go-live against the 6 months before',
      },
      {
        figure: '+3 pts',
        label: 'median rise in first-pass yield',
        context: 'percentage points, in the same 7 projects, at end-of-line inspection',
      },
      {
        figure: '5 hours',
        label: 'earlier warning, median',
        context:
          'how much sooner the run rules flagged a drift than a limit breach would have, replayed on each client’s previous year of data',
      },
      {
        figure: '1 in 5',
        label: 'false alerts, at most',
        context:
          'our target after tuning, checked monthly with the shift leads. At the first tuning it is usually closer to 1 in 2.',
      },
    ],
    note: 'Scrap and yield depend on the product mix as well as on us, so we compare like with like: the same products, measured the same way.',
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'One line first, then the plant',
    intro:
      'A pilot on the line that costs most, so the method is proven on your floor before it is rolled out.',
    steps: [
      {
        title: 'Walk the line',
        meta: 'Week 1',
        text: 'A day on the floor with the quality engineer and the shift leads: where each measurement is taken, where defects are found, and which one or two characteristics cost the most.',
      },
      {
        title: 'Connect and look back',
        meta: 'Weeks 2–4',
        text: 'We read the PLC, SCADA or historian data and the inspection records, line them up by time and batch, and replay last year: what the charts would have shown, and when.',
      },
      {
        title: 'Pilot on one line',
        meta: 'Weeks 5–10',
        text: 'Live charts and alerts on one line, tuned every week with the operators. Each alert gets a one-word answer from the shift: real, false, or already known.',
      },
      {
        title: 'Roll out and hand over',
        meta: 'From week 11',
        text: 'The other lines, the capability and Pareto reports, and training for your quality team, so they can add a characteristic or change a rule without calling us.',
      },
    ],
  },
  example: {
    eyebrow: 'An example',
    title: 'Three lines and one stubborn scrap rate',
    intro:
      'A plastics manufacturer in the north with three injection-moulding lines, making housings for appliance makers.',
    facts: [
      {
        term: 'The starting point',
        detail:
          'Scrap had hovered around 4.1% for a year. Sensor data was logged every second but only opened after a customer complaint.',
      },
      {
        term: 'What we found',
        detail:
          'Most short shots on line 2 came in the first hour after a material change, when the mould temperature dipped. The defect Pareto pointed there within three weeks.',
      },
      {
        term: 'The result',
        detail:
          'Scrap at 2.6% six months later, measured the same way as before. A warm-up check after each material change did most of the work; the alerts keep it there.',
      },
    ],
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What quality managers ask us',
    items: [
      {
        question: 'Our machines are old. Can you still get data from them?',
        answer:
          'Usually. Many older machines expose data through the PLC even without a network port on the panel. Where they don’t, a small edge device or the measuring station’s own export does the job. We check this on the first visit.',
      },
      {
        question: 'Do you replace our quality system or MES?',
        answer:
          'No. We read from it and add the analysis it lacks. The charts and alerts can appear in your MES screens, in a browser on the shop floor, or in Power BI.',
      },
      {
        question: 'Will this help with ISO 9001 or customer audits?',
        answer:
          'It helps you show the evidence: capability studies, control charts, and a record of how each signal was handled. The certification itself stays between you and your auditor.',
      },
      {
        question: 'What if our inspection records are on paper?',
        answer:
          'Then we start there. Inspection sheets can move to a simple tablet form within a week, and about three months of clean records are enough to set the first control limits.',
      },
    ],
  },
  cta: {
    title: 'Is scrap eating into your margin?',
    text: 'Tell us about the line and what you already measure. A quality analyst will get back to you within one business day.',
    action: 'Talk to a quality analyst',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type QualityControlContent = typeof en;

const he: QualityControlContent = {
  hero: {
    intro:
      'קו שזז במשך משמרת שלמה לפני שמישהו שם לב. פגם שמתגלה בבדיקת הקבלה של הלקוח, ולא אצלכם. אנחנו מחברים את נתוני החיישנים ורישומי הבדיקות שאתם כבר אוספים לתרשימי בקרה, למדדי כושר תהליך ולהתראות, ומכוונים אותם יחד עם המפעילים כך שלא ילמדו להתעלם מהן.',
    primaryAction: 'דברו עם אנליסט איכות',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: [
      'מתחילים מהנתונים שהקווים כבר רושמים',
      'התראות שמכוונות עם האנשים ברצפה',
      'תיעוד שהמבקרים יכולים לעקוב אחריו',
    ],
  },
  chart: {
    title: 'תרשים בקרה של עובי הדופן הממוצע בכל שעה בקו הזרקה אחד',
    caption:
      'עובי דופן ממוצע לפי שעה בקו הזרקת פלסטיק אחד, במ״מ (נתונים להמחשה). כלל הריצה מזהה את הסטייה בשעה {drift}; גבול הבקרה לבדו היה מחכה עד שעה {breach}.',
    summary:
      'קו מרכז {centre} מ״מ, גבולות בקרה {lower} ו-{upper} מ״מ. משעה {start} כל הדגימות מעל קו המרכז; כלל הריצה מתריע בשעה {drift}, והדגימה בשעה {breach} ({breachValue} מ״מ) חוצה את הגבול העליון, {lead} שעות אחר כך.',
    hours: 'שעה',
    driftLabel: 'זוהתה סטייה',
    breachLabel: 'חריגה מהגבול',
    legend: {
      sample: 'ממוצע שעתי',
      run: '7 ברצף מעל קו המרכז',
      breach: 'מעבר לגבול הבקרה',
    },
  },
  voices: {
    eyebrow: 'נשמע מוכר?',
    title: 'מה שמנהלי מפעלים מספרים לנו בביקור הראשון',
    intro: 'בניסוח שלנו, מתוך הרבה ביקורים ראשונים ברצפות ייצור, ולא ציטוט ממפעל מסוים.',
    items: [
      'אנחנו רושמים טמפרטורה, לחץ וזמן מחזור כל שנייה, ואף אחד לא מסתכל על זה אלא אם לקוח מתלונן.',
      'תרשימי הבקרה תלויים על הקיר. מישהו מדפיס אותם פעם בחודש.',
      'ההתראה מצפצפת כל כך הרבה שהמפעילים משתיקים אותה בתחילת המשמרת.',
      'הפחת עומד על 4%, ואף אחד לא מסכים אם זה חומר הגלם, התבניות או משמרת הלילה.',
    ],
  },
  offer: {
    eyebrow: 'מה אנחנו עושים',
    title: 'מהנתונים של החיישנים להחלטות על הקו',
    intro:
      'בקרה סטטיסטית של תהליכים קיימת עשרות שנים, והיא עדיין הכלי הטוב ביותר למשימה. מה שנכשל בדרך כלל הוא החיבורים והכוונון, ושם אנחנו משקיעים את רוב הזמן.',
    items: {
      spc: {
        title: 'תרשימי בקרה חיים (SPC)',
        text: 'תרשימי X-bar ו-R, או תרשימי ערכים בודדים, למאפיינים החשובים, שמוזנים ישירות מה-PLC של הקו או מעמדת המדידה, עם כללי הריצה שמתאימים לכל תהליך ולא כל הכללים בבת אחת.',
      },
      capability: {
        title: 'כושר תהליך (Cpk)',
        text: 'לכל מוצר בכל קו: כמה בנוחות התהליך נכנס בגבולות המפרט, אילו עבודות יכולות לרוץ עם השגחה קלה ואילו צריכות כיוון הדוק יותר או מכונה אחרת.',
      },
      pareto: {
        title: 'תפוקה במעבר ראשון ופארטו פגמים',
        text: 'איפה יחידות נכשלות, מדורג לפי כמה זה עולה לכם, ואיך התמונה משתנה לפי משמרת, תבנית, אצוות חומר וספק. הגורמים המעטים שמאחורי רוב הפחת, בעמוד אחד.',
      },
      alerts: {
        title: 'התראות שסומכים עליהן',
        text: 'התראות רק על הסימנים שבהיסטוריה שלכם באמת קדמו לפגמים, שנשלחות לאחראי המשמרת עם התרשים. אנחנו סופרים כמה מהן מתבררות כשגויות ומכווננים מחדש, עד שהמפעילים מפסיקים להשתיק אותן.',
      },
    },
  },
  outcomes: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'המספרים שאנחנו מדווחים למנהל המפעל',
    intro:
      'מסכמים אותם איתכם לפני שמתחילים ומודדים מתוך הרישומים שלכם: פחת, תפוקה, כמה מוקדם רואים בעיה, וכמה מההתראות הן רעש.',
    stats: [
      {
        figure: '38%',
        label: 'ירידה חציונית בשיעור הפחת',
        context:
          'ב-7 פרויקטים בתעשייה בשנים 2021–2025, חצי השנה שאחרי העלייה לאוויר מול חצי השנה שלפניה',
      },
      {
        figure: '+3 נק׳',
        label: 'עלייה חציונית בתפוקה במעבר ראשון',
        context: 'בנקודות אחוז, באותם 7 פרויקטים, לפי הבדיקה בסוף הקו',
      },
      {
        figure: '5 שעות',
        label: 'התרעה מוקדמת יותר, חציון',
        context:
          'כמה זמן לפני חציית גבול הבקרה כללי הריצה זיהו את הסטייה, בהרצה חוזרת על נתוני השנה הקודמת של כל לקוח',
      },
      {
        figure: '1 מתוך 5',
        label: 'התראות שגויות, לכל היותר',
        context:
          'היעד שלנו אחרי הכוונון, נבדק כל חודש עם אחראי המשמרות. בכוונון הראשון זה בדרך כלל קרוב יותר ל-1 מתוך 2.',
      },
    ],
    note: 'הפחת והתפוקה תלויים גם בתמהיל המוצרים, לא רק בנו, ולכן אנחנו משווים דומה לדומה: אותם מוצרים, באותה שיטת מדידה.',
  },
  process: {
    eyebrow: 'איך מתנהל פרויקט',
    title: 'קודם קו אחד, אחר כך כל המפעל',
    intro: 'פיילוט על הקו שעולה לכם הכי הרבה, כדי שהשיטה תוכח ברצפה שלכם לפני שמרחיבים אותה.',
    steps: [
      {
        title: 'הולכים לאורך הקו',
        meta: 'שבוע 1',
        text: 'יום ברצפת הייצור עם מהנדס האיכות ואחראי המשמרות: איפה נלקחת כל מדידה, איפה מתגלים פגמים, ואילו מאפיין אחד או שניים עולים הכי הרבה.',
      },
      {
        title: 'מתחברים ומסתכלים אחורה',
        meta: 'שבועות 2–4',
        text: 'קוראים את הנתונים מה-PLC, מה-SCADA או מה-Historian ואת רישומי הבדיקות, מיישרים אותם לפי זמן ואצווה, ומריצים מחדש את השנה שעברה: מה התרשימים היו מראים, ומתי.',
      },
      {
        title: 'פיילוט על קו אחד',
        meta: 'שבועות 5–10',
        text: 'תרשימים והתראות חיים על קו אחד, שמכוונים כל שבוע יחד עם המפעילים. כל התראה מקבלת מהמשמרת תשובה של מילה אחת: אמיתית, שגויה או ידועה.',
      },
      {
        title: 'מרחיבים ומוסרים',
        meta: 'משבוע 11',
        text: 'שאר הקווים, דוחות כושר התהליך והפארטו, והדרכה לצוות האיכות שלכם, כדי שיוכל להוסיף מאפיין או לשנות כלל בלי להתקשר אלינו.',
      },
    ],
  },
  example: {
    eyebrow: 'דוגמה',
    title: 'שלושה קווים ושיעור פחת אחד עיקש',
    intro: 'יצרן פלסטיק בצפון עם שלושה קווי הזרקה, שמייצר מארזים ליצרני מכשירי חשמל.',
    facts: [
      {
        term: 'נקודת הפתיחה',
        detail:
          'הפחת עמד סביב 4.1% במשך שנה. נתוני החיישנים נרשמו כל שנייה, אבל נפתחו רק אחרי תלונה של לקוח.',
      },
      {
        term: 'מה מצאנו',
        detail:
          'רוב מקרי המילוי החסר בקו 2 הופיעו בשעה הראשונה אחרי החלפת חומר, כשטמפרטורת התבנית ירדה. ניתוח הפארטו הצביע על כך תוך שלושה שבועות.',
      },
      {
        term: 'התוצאה',
        detail:
          'פחת של 2.6% אחרי חצי שנה, שנמדד באותה שיטה כמו קודם. בדיקת חימום אחרי כל החלפת חומר עשתה את רוב העבודה, וההתראות שומרות על התוצאה.',
      },
    ],
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלי איכות שואלים אותנו',
    items: [
      {
        question: 'המכונות שלנו ישנות. אפשר בכל זאת להוציא מהן נתונים?',
        answer:
          'בדרך כלל כן. הרבה מכונות ותיקות חושפות נתונים דרך ה-PLC גם בלי חיבור רשת בלוח הבקרה. כשלא, התקן קצה קטן או הייצוא של עמדת המדידה עושים את העבודה. בודקים את זה כבר בביקור הראשון.',
      },
      {
        question: 'אתם מחליפים את מערכת האיכות או את ה-MES?',
        answer:
          'לא. אנחנו קוראים מהן ומוסיפים את הניתוח שחסר. התרשימים וההתראות יכולים להופיע במסכי ה-MES, בדפדפן על רצפת הייצור או ב-Power BI.',
      },
      {
        question: 'זה יעזור לנו בביקורת ISO 9001 או בביקורות של לקוחות?',
        answer:
          'זה עוזר להציג ראיות: מחקרי כושר תהליך, תרשימי בקרה ותיעוד של הטיפול בכל התראה. ההסמכה עצמה נשארת בינכם לבין המבקר.',
      },
      {
        question: 'ומה אם רישומי הבדיקות שלנו על נייר?',
        answer:
          'אז מתחילים משם. אפשר להעביר את דפי הבדיקה לטופס פשוט בטאבלט תוך שבוע, ובערך שלושה חודשים של רישומים נקיים מספיקים לקביעת גבולות הבקרה הראשונים.',
      },
    ],
  },
  cta: {
    title: 'הפחת אוכל לכם את הרווח?',
    text: 'ספרו לנו על הקו ועל מה שאתם כבר מודדים. אנליסט איכות יחזור אליכם תוך יום עסקים אחד.',
    action: 'דברו עם אנליסט איכות',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<QualityControlContent>;
