import type { Localized } from '../../config/site';
import type { LegalContent } from './LegalDocument';

/** The privacy notice: what the site and the contact form collect, why, and the visitor's rights. */
const en: LegalContent = {
  eyebrow: 'Privacy notice',
  intro:
    'This notice explains what personal information we collect through this website, why, who sees it, how long we keep it and what rights you have. We collect as little as we can: the site has no trackers, no advertising cookies and no third-party scripts.',
  sections: [
    {
      title: 'Who is responsible',
      paragraphs: [
        'The controller of the database in which your details are kept is {legalName}, {address}. For any privacy question or request, write to {privacyEmail}.',
      ],
    },
    {
      title: 'What we collect',
      paragraphs: ['When you browse the site:'],
      list: [
        'Two preferences stored in your own browser, never sent to us: your language (app-language) and your view mode (viewMode). You can delete them at any time by clearing the site’s data in your browser.',
        'Our web server keeps standard access logs (IP address, time, page requested, browser type) for up to 30 days, to keep the site secure and working.',
        'When you contact us by e-mail or phone: your name, your contact details and what you tell us.',
        'When you send the contact form: your name, your work e-mail, your company, your phone number if you give it, the topic you chose, your message, the language of the page and the time it arrived. We do not record your IP address with it.',
        'While you fill in the form, your draft is kept in your browser’s session storage (contact-draft), so a reload or a failed connection loses nothing; it is deleted when the message is sent or the tab is closed. The form page also sets a cookie (contact_token) for up to 24 hours, sent back only with the form, which tells people from automated spam; it holds no personal information.',
        'If a form sent without JavaScript has a mistake in it, what you typed is kept on our server for one hour, only so the form can be shown to you again with it.',
      ],
    },
    {
      title: 'Why we use it',
      paragraphs: [
        'We use contact details only to answer your enquiry, to prepare a proposal if you ask for one, and to keep a record of our correspondence. We do not use them for marketing unless you ask us to, and we never sell or rent them.',
        'You are not under a legal obligation to give us your details, but without a way to reach you we cannot answer.',
      ],
    },
    {
      title: 'Who receives it',
      paragraphs: [
        'Messages sent with the contact form are stored on our own server and forwarded by e-mail to our team’s mailbox. Only the members of our team who handle your enquiry read them. Our e-mail and hosting providers process the information on our behalf under agreements that oblige them to protect it. We disclose information to authorities only when the law requires it.',
      ],
    },
    {
      title: 'How long we keep it',
      paragraphs: [
        'The copy of a contact form message on our server is deleted automatically 365 days after it arrives; messages our server judges to be automated spam are never forwarded and are deleted on the same schedule.',
        'In our mailbox, enquiries that do not lead to a project are deleted 24 months after our last correspondence. If we work together, the correspondence is kept for seven years after the project ends, as Israeli tax law requires for business records.',
      ],
    },
    {
      title: 'Your rights',
      paragraphs: [
        'Under the Protection of Privacy Law, 1981, you may ask to see the information we hold about you, to have it corrected or deleted, and to stop receiving any message from us. Write to {privacyEmail}; we answer within 30 days. If you are not satisfied with our answer, you may complain to the Privacy Protection Authority.',
      ],
    },
  ],
  updated: 'This notice was last reviewed on {date}.',
};

const he: LegalContent = {
  eyebrow: 'מדיניות פרטיות',
  intro:
    'כאן מוסבר איזה מידע אישי אנחנו אוספים דרך האתר, למה, מי רואה אותו, כמה זמן אנחנו שומרים אותו ואילו זכויות יש לכם. אנחנו אוספים כמה שפחות: באתר אין כלי מעקב, אין עוגיות פרסום ואין סקריפטים של צד שלישי.',
  sections: [
    {
      title: 'מי אחראי למידע',
      paragraphs: [
        'בעלת מאגר המידע שבו נשמרים הפרטים שלכם היא {legalName}, {address}. בכל שאלה או בקשה בנושא פרטיות אפשר לכתוב אל {privacyEmail}.',
      ],
    },
    {
      title: 'איזה מידע נאסף',
      paragraphs: ['כשאתם גולשים באתר:'],
      list: [
        'שתי העדפות שנשמרות בדפדפן שלכם בלבד ולא נשלחות אלינו: השפה (app-language) ומצב התצוגה (viewMode). אפשר למחוק אותן בכל עת בניקוי נתוני האתר בדפדפן.',
        'שרת האתר שומר יומני גישה רגילים (כתובת IP, שעה, הדף שהתבקש וסוג הדפדפן) עד 30 יום, כדי לשמור על אבטחת האתר ועל תקינותו.',
        'כשאתם פונים אלינו בדוא״ל או בטלפון: השם שלכם, פרטי הקשר שלכם ומה שסיפרתם לנו.',
        'כשאתם שולחים את טופס יצירת הקשר: השם שלכם, כתובת הדוא״ל בעבודה, שם החברה, מספר הטלפון אם מסרתם אותו, הנושא שבחרתם, ההודעה, שפת הדף והשעה שבה הגיעה. איננו שומרים איתה את כתובת ה־IP שלכם.',
        'בזמן שאתם ממלאים את הטופס, הטיוטה נשמרת באחסון הזמני של הדפדפן שלכם (contact-draft), כך שרענון הדף או תקלה בחיבור לא מוחקים דבר; היא נמחקת כשההודעה נשלחת או כשסוגרים את הלשונית. דף הטופס גם שומר עוגייה (contact_token) לעד 24 שעות, שנשלחת חזרה רק עם הטופס ומבחינה בין אנשים לבין דואר זבל אוטומטי; אין בה מידע אישי.',
        'אם בטופס שנשלח בלי JavaScript יש טעות, מה שכתבתם נשמר בשרת שלנו לשעה אחת, רק כדי להציג לכם שוב את הטופס עם התוכן.',
      ],
    },
    {
      title: 'למה אנחנו משתמשים במידע',
      paragraphs: [
        'אנחנו משתמשים בפרטי הקשר רק כדי לענות לפנייה שלכם, להכין הצעת מחיר אם ביקשתם, ולתעד את ההתכתבות. לא נשלח לכם דיוור שיווקי אלא אם ביקשתם, ולעולם לא נמכור או נשכיר את הפרטים.',
        'אין חובה חוקית למסור לנו פרטים, אבל בלי דרך ליצור איתכם קשר לא נוכל לענות.',
      ],
    },
    {
      title: 'מי מקבל את המידע',
      paragraphs: [
        'הודעות מטופס יצירת הקשר נשמרות בשרת שלנו ומועברות בדוא״ל לתיבת הדואר של הצוות. רק אנשי הצוות שמטפלים בפנייה שלכם קוראים אותן. ספקי הדוא״ל והאחסון שלנו מעבדים את המידע בשמנו, לפי הסכמים שמחייבים אותם להגן עליו. נמסור מידע לרשויות רק כשהחוק מחייב זאת.',
      ],
    },
    {
      title: 'כמה זמן נשמור אותו',
      paragraphs: [
        'העותק של הודעה מטופס יצירת הקשר שנשמר בשרת שלנו נמחק אוטומטית 365 יום אחרי שהגיעה; הודעות שהשרת מזהה כדואר זבל אוטומטי לא מועברות לאיש ונמחקות באותו מועד.',
        'בתיבת הדואר שלנו, פניות שלא הבשילו לפרויקט נמחקות 24 חודשים אחרי ההתכתבות האחרונה. אם עבדנו יחד, ההתכתבות נשמרת שבע שנים מסיום הפרויקט, כפי שדיני המס בישראל מחייבים לגבי רשומות עסקיות.',
      ],
    },
    {
      title: 'הזכויות שלכם',
      paragraphs: [
        'לפי חוק הגנת הפרטיות, התשמ״א–1981, אתם רשאים לעיין במידע שאנחנו מחזיקים עליכם, לבקש לתקן אותו או למחוק אותו, ולבקש שלא נפנה אליכם יותר. כתבו אל {privacyEmail} ונשיב תוך 30 יום. אם התשובה לא תספק אתכם, אפשר להגיש תלונה לרשות להגנת הפרטיות.',
      ],
    },
  ],
  updated: 'המדיניות עודכנה לאחרונה ב־{date}.',
};

export const content = { en, he } satisfies Localized<LegalContent>;
