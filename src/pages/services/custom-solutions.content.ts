import type { Localized } from '../../config/site';

/**
 * The custom solutions page's own text. English sets the shape; Hebrew matches it key for key.
 * The company's e-mail address and phone number come from `src/config/site.ts`, never from here.
 */
const en = {
  hero: {
    intro:
      'Some questions do not fit a package: a production line with its own sensors, a pricing rule only your industry has, three systems that were never meant to talk to each other. We scope the question, audit the data, build the pipeline, the model and the dashboard, and hand all of it over to your team.',
    primaryAction: 'Describe your question',
    highlights: [
      'The code and the data stay yours',
      'A fixed price for every stage',
      'Training for the people who will run it',
    ],
  },
  diagram: {
    label:
      'What we build, inside your own environment: data from your ERP, CRM, spreadsheets and other systems flows through a tested pipeline into a model, and from the model into a dashboard and alerts.',
    environment: 'Your environment, your code',
    pipeline: 'Data pipeline',
    model: 'Model',
    dashboard: 'Dashboard and alerts',
  },
  fit: {
    eyebrow: 'When it makes sense',
    title: 'You have the data. Nothing off the shelf uses it.',
    intro:
      'What we hear before a custom project, paraphrased from many first calls rather than quoted from anyone.',
    items: [
      'We tried two tools. Neither of them understood how our data is structured.',
      'Our analyst built it in Excel, and now she is the only one who can run it.',
      'We have years of data. We just don’t know whether it can answer this question.',
      'The vendor’s dashboard looks great, but nobody can tell us how the numbers are calculated.',
    ],
    notTitle: 'When we will tell you not to build',
    notText:
      'If a package already does most of what you need, building your own is rarely worth it. We will say so in the first conversation, and help you choose and set up the package instead.',
  },
  phases: {
    eyebrow: 'How an engagement runs',
    title: 'Four stages, each with something you can keep',
    intro:
      'Each stage ends with a deliverable and a decision. You can stop after any of them and keep what was delivered.',
    deliverableLabel: 'You receive',
    items: [
      {
        title: 'Discovery',
        meta: '2–3 weeks',
        text: 'We interview the people who will use the result and the people who own the data, and write down the decision it should support, who acts on it and how success will be measured.',
        deliverable: 'A short brief: scope, success measure and a fixed price for the next stage.',
      },
      {
        title: 'Data audit',
        meta: '2–4 weeks',
        text: 'We connect to each source with read-only access, measure completeness, consistency and how far back the history goes, and test whether the data can answer the question at all.',
        deliverable:
          'An audit report: what can be trusted, what has to be fixed, and a recommendation to go on or stop.',
      },
      {
        title: 'Pipeline, model and dashboard',
        meta: '6–12 weeks',
        text: 'An automated, tested pipeline in your environment; a model whose accuracy is measured on data it has not seen; and a dashboard or alert in the tool your team opens every day. We review progress with you every two weeks.',
        deliverable: 'A working system, running on your infrastructure, on your real data.',
      },
      {
        title: 'Handover and training',
        meta: '2–4 weeks',
        text: 'Documentation, a runbook for when something breaks, training for the people who will use it and for those who will maintain it, then three months in which we stay on call.',
        deliverable: 'A team of yours that runs the system without us.',
      },
    ],
  },
  ownership: {
    eyebrow: 'Ownership',
    title: 'What is yours when we leave',
    intro:
      'Everything we build for you. It is written into the contract before the first stage starts.',
    facts: [
      {
        term: 'The code',
        detail:
          'In your Git repository from the first commit, with tests and a readme. Built on widely used open tools, with no proprietary runtime and no licence fee to us.',
      },
      {
        term: 'The data',
        detail:
          'It stays in your cloud account or on your servers. We work with read-only access wherever we can, and delete our working copies when the project ends.',
      },
      {
        term: 'The know-how',
        detail:
          'Documentation, a runbook, recorded training sessions, and the model’s assumptions written down in plain language, so the next analyst can pick it up.',
      },
    ],
  },
  measures: {
    eyebrow: 'What we measure',
    title: 'Success is defined in discovery, in numbers',
    intro:
      'Every custom project measures something different, so the measure is agreed before the build starts, with a baseline taken from how things work today. Measures from recent projects:',
    items: [
      'Hours of manual reporting removed each month',
      'Forecast error against the method it replaced',
      'Time from an event on the line to an alert on a phone',
      'Share of the intended users who open the tool each week',
    ],
    note: 'We always measure use as well as accuracy: a model nobody opens has not worked, however accurate it is.',
  },
  faq: {
    eyebrow: 'Questions',
    title: 'What technical and business owners ask us',
    items: [
      {
        question: 'Which technologies do you use?',
        answer:
          'Widely used ones your team can hire for: Python and SQL, dbt for transformations, Airflow or your cloud’s own scheduler, and Power BI, Looker Studio or Metabase for dashboards. If you already have a stack, we build on it.',
      },
      {
        question: 'Who owns the intellectual property?',
        answer:
          'You do: the code, the models, the documentation and the data. We keep only our general know-how and any open-source tools that were ours before the project, and the contract lists them.',
      },
      {
        question: 'What if the audit shows the data cannot answer the question?',
        answer:
          'Then we stop, and you have paid for discovery and the audit only. The report says which data would be needed, and that is often useful in itself.',
      },
      {
        question: 'Can our own people take part in the build?',
        answer:
          'We would like that. Working alongside your analysts or developers during the build is the best training there is, and it shortens the handover.',
      },
      {
        question: 'What happens after the three months of support?',
        answer:
          'Most clients run the system on their own. Some keep a small monthly agreement for model reviews and changes; it is optional and can be cancelled from month to month.',
      },
    ],
  },
  cta: {
    title: 'Have a question no package answers?',
    text: 'Describe it in a few lines. We will tell you honestly whether it needs a custom build and, if it does, what discovery would cost.',
    action: 'Describe your question',
    emailLead: 'Or write to us at',
    phoneLead: 'or call',
  },
};

export type CustomSolutionsContent = typeof en;

const he: CustomSolutionsContent = {
  hero: {
    intro:
      'יש שאלות שאף חבילה לא מתאימה להן: קו ייצור עם חיישנים משלו, כלל תמחור שקיים רק בענף שלכם, שלוש מערכות שאף פעם לא תוכננו לדבר זו עם זו. אנחנו מגדירים את השאלה, בודקים את הנתונים, בונים את צנרת הנתונים, את המודל ואת הדשבורד, ומעבירים את הכול לצוות שלכם.',
    primaryAction: 'ספרו לנו על השאלה',
    highlights: ['הקוד והנתונים נשארים שלכם', 'מחיר קבוע לכל שלב', 'הדרכה למי שיפעילו את המערכת'],
  },
  diagram: {
    label:
      'מה אנחנו בונים, בתוך הסביבה שלכם: נתונים מה-ERP, מה-CRM, מגיליונות ומערכות נוספות עוברים בצנרת נתונים בדוקה אל מודל, ומהמודל אל דשבורד והתראות.',
    environment: 'הסביבה שלכם, הקוד שלכם',
    pipeline: 'צנרת נתונים',
    model: 'מודל',
    dashboard: 'דשבורד והתראות',
  },
  fit: {
    eyebrow: 'מתי זה מתאים',
    title: 'יש לכם נתונים. שום מוצר מדף לא משתמש בהם.',
    intro: 'מה שאנחנו שומעים לפני פרויקט בהתאמה אישית, בניסוח שלנו, מתוך הרבה שיחות ראשונות.',
    items: [
      'ניסינו שני כלים. אף אחד מהם לא הבין איך הנתונים שלנו בנויים.',
      'האנליסטית שלנו בנתה את זה ב-Excel, ועכשיו רק היא יודעת להריץ את זה.',
      'יש לנו שנים של נתונים. אנחנו פשוט לא יודעים אם הם יכולים לענות על השאלה הזאת.',
      'הדשבורד של הספק נראה מצוין, אבל אף אחד לא יודע להסביר לנו איך המספרים מחושבים.',
    ],
    notTitle: 'מתי נגיד לכם לא לבנות',
    notText:
      'אם חבילה קיימת כבר עושה את רוב מה שאתם צריכים, לבנות לבד כמעט אף פעם לא משתלם. נגיד את זה כבר בשיחה הראשונה, ונעזור לכם לבחור ולהטמיע את החבילה במקום.',
  },
  phases: {
    eyebrow: 'איך עובדים איתנו',
    title: 'ארבעה שלבים, ובכל אחד משהו שנשאר אצלכם',
    intro: 'כל שלב נגמר בתוצר ובהחלטה. אפשר לעצור אחרי כל אחד מהם ולהשאיר אצלכם את מה שנמסר.',
    deliverableLabel: 'מה תקבלו',
    items: [
      {
        title: 'אפיון',
        meta: '2–3 שבועות',
        text: 'מראיינים את מי שישתמשו בתוצאה ואת מי שאחראים על הנתונים, ומעלים על הכתב איזו החלטה היא צריכה לתמוך בה, מי פועל לפיה ואיך תימדד ההצלחה.',
        deliverable: 'מסמך קצר: היקף, מדד הצלחה ומחיר קבוע לשלב הבא.',
      },
      {
        title: 'בדיקת נתונים',
        meta: '2–4 שבועות',
        text: 'מתחברים לכל מקור בהרשאת קריאה בלבד, מודדים שלמות, עקביות וכמה היסטוריה יש, ובודקים אם הנתונים בכלל יכולים לענות על השאלה.',
        deliverable: 'דוח בדיקה: על מה אפשר לסמוך, מה צריך לתקן, והמלצה אם להמשיך או לעצור.',
      },
      {
        title: 'צנרת, מודל ודשבורד',
        meta: '6–12 שבועות',
        text: 'צנרת נתונים אוטומטית ובדוקה בסביבה שלכם; מודל שהדיוק שלו נמדד על נתונים שהוא לא ראה; ודשבורד או התראה בכלי שהצוות שלכם פותח כל יום. כל שבועיים עוברים איתכם על ההתקדמות.',
        deliverable: 'מערכת עובדת, על התשתית שלכם, על הנתונים האמיתיים שלכם.',
      },
      {
        title: 'מסירה והדרכה',
        meta: '2–4 שבועות',
        text: 'תיעוד, מדריך הפעלה למקרה שמשהו נשבר, הדרכה למי שישתמשו במערכת ולמי שיתחזקו אותה, ואחר כך שלושה חודשים שבהם אנחנו זמינים לכל שאלה.',
        deliverable: 'צוות שלכם שמפעיל את המערכת בלעדינו.',
      },
    ],
  },
  ownership: {
    eyebrow: 'בעלות',
    title: 'מה נשאר שלכם כשאנחנו הולכים',
    intro: 'כל מה שבנינו בשבילכם. זה כתוב בחוזה עוד לפני שהשלב הראשון מתחיל.',
    facts: [
      {
        term: 'הקוד',
        detail:
          'במאגר ה-Git שלכם מה-commit הראשון, עם בדיקות ותיעוד. בנוי על כלים פתוחים ונפוצים, בלי סביבת הרצה קניינית ובלי דמי רישיון לנו.',
      },
      {
        term: 'הנתונים',
        detail:
          'נשארים בחשבון הענן שלכם או על השרתים שלכם. ככל האפשר אנחנו עובדים בהרשאת קריאה בלבד, ומוחקים את עותקי העבודה שלנו בסוף הפרויקט.',
      },
      {
        term: 'הידע',
        detail:
          'תיעוד, מדריך הפעלה, הקלטות של ההדרכות, וההנחות של המודל כתובות בשפה פשוטה, כך שהאנליסט הבא יוכל להמשיך מאותה נקודה.',
      },
    ],
  },
  measures: {
    eyebrow: 'מה אנחנו מודדים',
    title: 'ההצלחה מוגדרת בשלב האפיון, במספרים',
    intro:
      'כל פרויקט בהתאמה אישית מודד משהו אחר, ולכן המדד מסוכם לפני שמתחילים לבנות, עם נקודת פתיחה שנמדדת לפי איך שהדברים עובדים היום. מדדים מפרויקטים אחרונים:',
    items: [
      'שעות של דיווח ידני שנחסכות בכל חודש',
      'טעות התחזית לעומת השיטה שהיא החליפה',
      'הזמן מאירוע בקו הייצור ועד התראה בטלפון',
      'החלק מהמשתמשים המיועדים שפותחים את הכלי כל שבוע',
    ],
    note: 'אנחנו תמיד מודדים גם שימוש, לא רק דיוק: מודל שאף אחד לא פותח לא הצליח, מדויק ככל שיהיה.',
  },
  faq: {
    eyebrow: 'שאלות',
    title: 'מה אנשי טכנולוגיה ומנהלים שואלים אותנו',
    items: [
      {
        question: 'עם אילו טכנולוגיות אתם עובדים?',
        answer:
          'עם טכנולוגיות נפוצות שקל לגייס אליהן אנשים: Python ו-SQL, dbt לעיבוד הנתונים, Airflow או מתזמן המשימות של ספק הענן שלכם, ו-Power BI, Looker Studio או Metabase לדשבורדים. אם כבר יש לכם סביבה קיימת, נבנה עליה.',
      },
      {
        question: 'למי שייך הקניין הרוחני?',
        answer:
          'לכם: הקוד, המודלים, התיעוד והנתונים. אצלנו נשארים רק הידע הכללי שלנו וכלי קוד פתוח שהיו שלנו לפני הפרויקט, והחוזה מפרט אותם.',
      },
      {
        question: 'ומה אם הבדיקה תראה שהנתונים לא יכולים לענות על השאלה?',
        answer:
          'אז עוצרים, ושילמתם רק על שלב האפיון ועל הבדיקה. הדוח מפרט אילו נתונים היו נדרשים, ולא פעם זה שימושי בפני עצמו.',
      },
      {
        question: 'אנשים שלנו יכולים להשתתף בבנייה?',
        answer:
          'נשמח. עבודה משותפת עם האנליסטים או המפתחים שלכם בזמן הבנייה היא ההדרכה הכי טובה שיש, והיא מקצרת את המסירה.',
      },
      {
        question: 'מה קורה אחרי שלושת חודשי התמיכה?',
        answer:
          'רוב הלקוחות מפעילים את המערכת לבד. חלקם משאירים הסכם חודשי קטן לבדיקת המודלים ולשינויים; הוא לא חובה, ואפשר לבטל אותו מחודש לחודש.',
      },
    ],
  },
  cta: {
    title: 'יש לכם שאלה שאף חבילה לא עונה עליה?',
    text: 'תארו אותה בכמה שורות. נגיד לכם בכנות אם היא צריכה פיתוח בהתאמה אישית, ואם כן, כמה יעלה שלב האפיון.',
    action: 'ספרו לנו על השאלה',
    emailLead: 'או כתבו לנו לכתובת',
    phoneLead: 'או התקשרו:',
  },
};

export const content = { en, he } satisfies Localized<CustomSolutionsContent>;
