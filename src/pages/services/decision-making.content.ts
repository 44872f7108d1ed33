import type { Localized } from '../../config/site';

/**
 * The decision-making page's own text. English sets the shape; Hebrew matches it key for key.
 * The chart's figures live in `illustrations/DecisionMakingIllustration.tsx`; its text alternative
 * is filled from that data (`chart.summary`), so the words and the drawing never disagree.
 */
const en = {
  hero: {
    intro:
      'Opening a second site, changing the price list, buying a line or leasing it: decisions you take once and live with for years. We build the model behind the choice, show each option as a range rather than a single number, and write it up so your board argues about the assumptions, not about whose spreadsheet is right.',
    primaryAction: 'Talk through a decision',
    secondaryAction: 'See success stories',
    highlights: [
      'Options compared as ranges, not single numbers',
      'Every assumption written down with its source',
      'The model stays with you',
    ],
  },
  chart: {
    title: 'Three options compared by five-year net value',
    caption:
      'Five-year net value of three options, in ₪ millions. Illustrative figures for a distribution company.',
    axis: '₪ millions, five-year net value',
    options: {
      expand: 'Expand the current site',
      newSite: 'New site in the south',
      outsource: 'Outsource the logistics',
    },
    /** Filled for each option from the chart's data. */
    summary:
      '{name}: likely between {low} and {high} million shekels, median {median}; the original spreadsheet said {sheet}.',
    legend: {
      range: 'Likely range (8 times in 10)',
      median: 'Median',
      sheet: 'Figure in the original spreadsheet',
      loss: 'Below zero: a loss',
    },
  },
  voices: {
    eyebrow: 'Sound familiar?',
    title: 'What we hear when a big decision is on the table',
    intro:
      'Paraphrased from many first meetings with managing directors and finance managers, not quoted from anyone in particular.',
    items: [
      'We have three spreadsheets and three different answers, and each one belongs to a different manager.',
      'The business case says the new site pays for itself in three years. Nobody can tell me how sure that is.',
      'The board wants a recommendation by the end of the quarter, and half the inputs are guesses.',
      'We decided on the last expansion two years ago and never checked whether it did what we said it would.',
    ],
  },
  offer: {
    eyebrow: 'What we do',
    title: 'A model you can question and a memo you can sign',
    intro:
      'Four pieces of work, each one something you keep after we leave. None of them needs a data warehouse: most of the inputs come from finance, operations and the people who know the business.',
    items: {
      model: {
        title: 'A scenario model',
        text: 'One model of the decision, built from your own figures: costs, volumes, prices, timing. Each uncertain input gets a low, a likely and a high value, agreed with the person who owns it, and the model runs every option thousands of times across those ranges.',
      },
      sensitivity: {
        title: 'A sensitivity analysis',
        text: 'Which assumptions actually move the answer. Usually two or three inputs out of thirty decide it, and those are the ones worth another week of research, a pilot, or a clause in the contract.',
      },
      memo: {
        title: 'A decision memo',
        text: 'Four to six pages in plain language: the options, their ranges, what would have to be true for each one to win, and our recommendation, kept clearly apart from the facts.',
      },
      followUp: {
        title: 'A way to check later',
        text: 'A short list of the figures that will show early whether the decision is working, with dates to look at them, and a review six and twelve months on against what the model expected.',
      },
    },
  },
  process: {
    eyebrow: 'How an engagement runs',
    title: 'From the question to the board meeting',
    intro:
      'Usually six to eight weeks from the first meeting to the memo, depending on the number of options and on how quickly the inputs arrive.',
    steps: [
      {
        title: 'Frame the decision',
        meta: 'Week 1',
        text: 'We meet the people who will decide and agree on the options on the table, the deadline, and what “better” means here: cash, risk, time, or a balance of all three.',
      },
      {
        title: 'Gather the inputs',
        meta: 'Weeks 2–3',
        text: 'Figures from finance, operations and sales, plus the judgement of the people closest to each assumption, each one written down with its source and its range.',
      },
      {
        title: 'Model and test',
        meta: 'Weeks 3–6',
        text: 'We build the model, run the scenarios and the sensitivity analysis, and go through the first results with you before a word of the memo is written.',
      },
      {
        title: 'Memo, then review',
        meta: 'Weeks 6–8',
        text: 'We present the memo to management and hand over the model. Six and twelve months later we come back to compare what happened with what the model expected.',
      },
    ],
  },
  example: {
    eyebrow: 'An example',
    title: 'A second warehouse, or not yet?',
    intro:
      'A food distributor in the centre of the country, about 120 employees, deciding whether to build a warehouse in the south.',
    facts: [
      {
        term: 'The question',
        detail:
          'The original business case showed the warehouse paying for itself in just under three years, based on a single growth forecast for customers in the south.',
      },
      {
        term: 'What we did',
        detail:
          'A scenario model with ranges for growth, construction cost, fuel and staffing, compared with expanding the current site and with leasing space from a logistics provider. Southern growth and the construction timeline turned out to decide almost everything.',
      },
      {
        term: 'The decision',
        detail:
          'Management leased space for 18 months, with a trigger written into the memo: build if southern volumes stay above an agreed level for two quarters in a row.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'What we measure',
    title: 'How we check our own ranges',
    intro:
      'A decision model is only as good as its ranges. These are the checks we run on our own work, from our project records.',
    stats: [
      {
        figure: '7 of 9',
        label: 'actual results inside our range',
        context:
          'decisions reviewed 12 months later, 2021–2024, against the 80% range we gave. With honest ranges, about 8 in 10 should land inside.',
      },
      {
        figure: '3',
        label: 'inputs that decided the answer',
        context:
          'median number, out of 20–40 inputs in each model. That is where the extra research went.',
      },
      {
        figure: '7 weeks',
        label: 'median time to the memo',
        context: 'from the first meeting, across 14 decision projects started in 2022–2025',
      },
      {
        figure: '4 of 14',
        label: 'projects where we advised waiting',
        context:
          'the best answer was to delay, test or lease first. We count those as results, not failures.',
      },
    ],
    note: 'Small numbers, stated as they are: we would rather show you 7 of 9 than a percentage that hides how few decisions stand behind it.',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What managers ask before a decision project',
    items: [
      {
        question: 'Will you tell us what to decide?',
        answer:
          'If you ask for a recommendation, you will get one, clearly separated from the analysis. The decision stays with management; our job is to make the trade-offs and the uncertainty visible.',
      },
      {
        question: 'Most of our inputs are guesses. Is a model still worth it?',
        answer:
          'That is when it helps most. Each guess becomes a range agreed with the person who knows it best, and the sensitivity analysis shows which guesses matter. Usually only a few do, and those are worth checking properly.',
      },
      {
        question: 'What do we get at the end?',
        answer:
          'The memo, the model itself (in Excel, or in Python with a simple Excel front end), a register of every assumption with its source, and the dates of the follow-up reviews.',
      },
      {
        question: 'Can you work to a board deadline?',
        answer:
          'Usually. Tell us the date at the first meeting. If it is too close for the full model, we will say so and agree what a shorter version can and cannot answer.',
      },
      {
        question: 'Who sees the figures?',
        answer:
          'Only the project team, under a confidentiality agreement. Decisions like these are often sensitive before they are announced, so we can work on your systems and keep names out of our working files.',
      },
    ],
  },
  cta: {
    title: 'A big decision coming up in the next few months?',
    text: 'Tell us what is on the table and by when. We will tell you honestly whether a model would help, or whether the answer is already clear.',
    action: 'Talk through a decision',
    phoneLead: 'Prefer to talk? Call us on',
  },
};

export type DecisionMakingContent = typeof en;

const he: DecisionMakingContent = {
  hero: {
    intro:
      'פתיחת אתר נוסף, שינוי מחירון, קנייה או ליסינג של קו ייצור: החלטות שמקבלים פעם אחת וחיים איתן שנים. אנחנו בונים את המודל שמאחורי הבחירה, מציגים כל חלופה כטווח ולא כמספר אחד, ומסכמים הכול במסמך שמאפשר להנהלה להתווכח על ההנחות, ולא על השאלה של מי הגיליון הנכון.',
    primaryAction: 'בואו נדבר על ההחלטה',
    secondaryAction: 'לסיפורי ההצלחה',
    highlights: [
      'חלופות שמוצגות כטווחים, לא כמספר אחד',
      'כל הנחה כתובה, עם המקור שלה',
      'המודל נשאר אצלכם',
    ],
  },
  chart: {
    title: 'השוואה בין שלוש חלופות לפי הערך הנקי לחמש שנים',
    caption: 'הערך הנקי לחמש שנים של שלוש חלופות, במיליוני ₪. נתונים להמחשה של חברת הפצה.',
    axis: 'מיליוני ₪, ערך נקי לחמש שנים',
    options: {
      expand: 'הרחבת האתר הקיים',
      newSite: 'אתר חדש בדרום',
      outsource: 'מיקור חוץ ללוגיסטיקה',
    },
    summary:
      '{name}: בסבירות גבוהה בין {low} ל-{high} מיליון ₪, חציון {median}; בגיליון המקורי: {sheet}.',
    legend: {
      range: 'טווח סביר (8 מתוך 10)',
      median: 'חציון',
      sheet: 'המספר בגיליון המקורי',
      loss: 'מתחת לאפס: הפסד',
    },
  },
  voices: {
    eyebrow: 'נשמע מוכר?',
    title: 'מה שאנחנו שומעים כשהחלטה גדולה על השולחן',
    intro: 'בניסוח שלנו, מתוך הרבה פגישות ראשונות עם מנכ״לים ומנהלי כספים, ולא ציטוט של אדם מסוים.',
    items: [
      'יש לנו שלושה גיליונות ושלוש תשובות שונות, וכל גיליון שייך למנהל אחר.',
      'בתוכנית העסקית כתוב שהאתר החדש יחזיר את עצמו תוך שלוש שנים. אף אחד לא יודע להגיד לי עד כמה זה בטוח.',
      'הדירקטוריון רוצה המלצה עד סוף הרבעון, וחצי מהנתונים הם הערכות.',
      'החלטנו על ההרחבה הקודמת לפני שנתיים, ואף פעם לא בדקנו אם היא עשתה את מה שאמרנו שתעשה.',
    ],
  },
  offer: {
    eyebrow: 'מה אנחנו עושים',
    title: 'מודל שאפשר לחקור ומסמך שאפשר לחתום עליו',
    intro:
      'ארבעה תוצרים, וכולם נשארים אצלכם גם אחרי שנסיים. אף אחד מהם לא דורש מחסן נתונים: רוב ההנחות מגיעות מהכספים, מהתפעול וממי שמכירים את העסק מקרוב.',
    items: {
      model: {
        title: 'מודל תרחישים',
        text: 'מודל אחד של ההחלטה, שנבנה מהמספרים שלכם: עלויות, כמויות, מחירים ולוחות זמנים. לכל הנחה לא ודאית קובעים ערך נמוך, סביר וגבוה, יחד עם מי שאחראי עליה, והמודל מריץ כל חלופה אלפי פעמים על פני הטווחים האלה.',
      },
      sensitivity: {
        title: 'ניתוח רגישות',
        text: 'אילו הנחות באמת מזיזות את התשובה. בדרך כלל שתיים או שלוש מתוך שלושים הן שמכריעות, ועליהן שווה להשקיע עוד שבוע של בדיקה, פיילוט או סעיף בחוזה.',
      },
      memo: {
        title: 'מסמך החלטה',
        text: 'ארבעה עד שישה עמודים בשפה פשוטה: החלופות, הטווחים שלהן, מה צריך לקרות כדי שכל אחת תנצח, וההמלצה שלנו, מופרדת בבירור מהעובדות.',
      },
      followUp: {
        title: 'דרך לבדוק בהמשך',
        text: 'רשימה קצרה של מדדים שיראו מוקדם אם ההחלטה עובדת, עם מועדים לבדיקה, ופגישת סיכום אחרי חצי שנה ואחרי שנה, מול מה שהמודל צפה.',
      },
    },
  },
  process: {
    eyebrow: 'איך מתנהל פרויקט',
    title: 'מהשאלה ועד ישיבת הדירקטוריון',
    intro:
      'בדרך כלל שישה עד שמונה שבועות מהפגישה הראשונה ועד המסמך, לפי מספר החלופות ולפי הקצב שבו הנתונים מגיעים.',
    steps: [
      {
        title: 'ממסגרים את ההחלטה',
        meta: 'שבוע 1',
        text: 'נפגשים עם מי שיחליטו ומסכמים אילו חלופות על השולחן, מה לוח הזמנים ומה נחשב כאן ״טוב יותר״: תזרים, סיכון, זמן, או איזון בין שלושתם.',
      },
      {
        title: 'אוספים את ההנחות',
        meta: 'שבועות 2–3',
        text: 'מספרים מהכספים, מהתפעול ומהמכירות, ולצידם הערכות של מי שמכירים כל הנחה הכי מקרוב. כל אחת נרשמת עם המקור והטווח שלה.',
      },
      {
        title: 'בונים ובודקים',
        meta: 'שבועות 3–6',
        text: 'בונים את המודל, מריצים את התרחישים ואת ניתוח הרגישות, ועוברים איתכם על התוצאות הראשונות עוד לפני שנכתבת מילה במסמך.',
      },
      {
        title: 'מסמך, ואחר כך מעקב',
        meta: 'שבועות 6–8',
        text: 'מציגים את המסמך להנהלה ומעבירים אליכם את המודל. אחרי חצי שנה ואחרי שנה חוזרים להשוות בין מה שקרה בפועל למה שהמודל צפה.',
      },
    ],
  },
  example: {
    eyebrow: 'דוגמה',
    title: 'מחסן שני, או עוד לא?',
    intro: 'חברת הפצת מזון במרכז הארץ, כ-120 עובדים, שבחנה אם להקים מחסן בדרום.',
    facts: [
      {
        term: 'השאלה',
        detail:
          'בתוכנית העסקית המקורית המחסן החזיר את עצמו תוך קצת פחות משלוש שנים, על סמך תחזית צמיחה אחת ללקוחות בדרום.',
      },
      {
        term: 'מה עשינו',
        detail:
          'מודל תרחישים עם טווחים לצמיחה, לעלות הבנייה, לדלק ולכוח האדם, בהשוואה להרחבת האתר הקיים ולשכירת שטח אצל ספק לוגיסטי. התברר שהצמיחה בדרום ולוח הזמנים של הבנייה מכריעים כמעט הכול.',
      },
      {
        term: 'ההחלטה',
        detail:
          'ההנהלה שכרה שטח ל-18 חודשים, עם תנאי שנכתב במסמך: בונים אם ההיקפים בדרום נשארים מעל רמה מוסכמת שני רבעונים ברציפות.',
      },
    ],
  },
  outcomes: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'איך אנחנו בודקים את הטווחים של עצמנו',
    intro:
      'מודל החלטה טוב רק כמו הטווחים שלו. אלה הבדיקות שאנחנו עושים לעבודה שלנו, מתוך תיעוד הפרויקטים.',
    stats: [
      {
        figure: '7 מתוך 9',
        label: 'תוצאות בפועל שנפלו בתוך הטווח',
        context:
          'החלטות שבדקנו שוב אחרי 12 חודשים, בשנים 2021–2024, מול טווח ה-80% שנתנו. כשהטווחים כנים, בערך 8 מתוך 10 אמורות ליפול בתוכו.',
      },
      {
        figure: '3',
        label: 'הנחות שהכריעו את התשובה',
        context: 'חציון, מתוך 20–40 הנחות בכל מודל. לשם הלכה הבדיקה הנוספת.',
      },
      {
        figure: '7 שבועות',
        label: 'זמן חציוני עד המסמך',
        context: 'מהפגישה הראשונה, ב-14 פרויקטים של קבלת החלטות שהתחילו בשנים 2022–2025',
      },
      {
        figure: '4 מתוך 14',
        label: 'פרויקטים שבהם המלצנו לחכות',
        context:
          'התשובה הטובה ביותר הייתה לדחות, לבדוק או לשכור קודם. אנחנו סופרים אותם כתוצאה, לא ככישלון.',
      },
    ],
    note: 'מספרים קטנים, כמו שהם: אנחנו מעדיפים להראות לכם 7 מתוך 9 מאשר אחוז שמסתיר כמה מעט החלטות עומדות מאחוריו.',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה מנהלים שואלים לפני פרויקט החלטה',
    items: [
      {
        question: 'אתם תגידו לנו מה להחליט?',
        answer:
          'אם תבקשו המלצה, תקבלו אותה, מופרדת בבירור מהניתוח. ההחלטה נשארת אצל ההנהלה; התפקיד שלנו הוא להראות את השיקולים ואת אי-הוודאות.',
      },
      {
        question: 'רוב הנתונים שלנו הם הערכות. יש טעם במודל?',
        answer:
          'דווקא אז הוא עוזר הכי הרבה. כל הערכה הופכת לטווח שמסכמים עם מי שמכיר אותה הכי טוב, וניתוח הרגישות מראה אילו הערכות משנות. בדרך כלל רק מעטות, ואותן שווה לבדוק לעומק.',
      },
      {
        question: 'מה נקבל בסוף?',
        answer:
          'את המסמך, את המודל עצמו (ב-Excel, או ב-Python עם ממשק Excel פשוט), רשימה של כל ההנחות והמקורות שלהן, ואת המועדים של פגישות המעקב.',
      },
      {
        question: 'אפשר לעבוד לפי מועד של ישיבת דירקטוריון?',
        answer:
          'בדרך כלל כן. ספרו לנו על המועד כבר בפגישה הראשונה. אם הוא קרוב מדי למודל מלא, נגיד את זה ונסכם על מה גרסה מקוצרת יכולה לענות ועל מה לא.',
      },
      {
        question: 'מי רואה את המספרים?',
        answer:
          'רק צוות הפרויקט, תחת הסכם סודיות. החלטות כאלה רגישות לא פעם עוד לפני שהן מתפרסמות, ולכן אפשר לעבוד על המערכות שלכם ולהשאיר שמות מחוץ לקובצי העבודה שלנו.',
      },
    ],
  },
  cta: {
    title: 'עומדת בפניכם החלטה גדולה בחודשים הקרובים?',
    text: 'ספרו לנו מה על השולחן ועד מתי. נגיד לכם בכנות אם מודל יעזור, או שהתשובה כבר ברורה.',
    action: 'בואו נדבר על ההחלטה',
    phoneLead: 'מעדיפים לדבר בטלפון? התקשרו אלינו:',
  },
};

export const content = { en, he } satisfies Localized<DecisionMakingContent>;
