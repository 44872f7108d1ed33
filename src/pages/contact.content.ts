import type { Localized } from '../config/site';

/**
 * The Contact page's own text. The e-mail address, phone numbers, address and office hours are
 * never written here: they come from `src/config/site.ts`. `{international}` is filled with the
 * phone number in its international form.
 */
const en = {
  hero: {
    intro:
      'Tell us what you want to measure or improve. An analyst, not a salesperson, reads every message and replies within one business day. No preparation needed: a few lines about your question are enough to start.',
  },
  details: {
    title: 'How to reach us',
    email: { label: 'E-mail', note: 'An analyst replies within one business day' },
    phone: { label: 'Phone', note: 'From abroad: {international}' },
    office: { label: 'Office', note: 'Visits by appointment' },
    hours: { label: 'Office hours', note: 'Closed on Israeli public holidays' },
  },
  write: {
    eyebrow: 'Send a message',
    title: 'Write to us',
    intro:
      'Fill in the form and an analyst will reply within one business day. Every field is required unless it says optional.',
    includeTitle: 'What helps us answer',
    include: [
      'Your company, and your role in it',
      'The decision or process you want to improve',
      'The data you already have, such as the ERP, point-of-sale system, CRM or spreadsheets (a description is enough)',
      'Any deadline or budget you are working to',
      'How and when you would like us to get back to you',
    ],
    action: 'E-mail us instead',
    subject: 'Project enquiry',
    addressLead: 'Prefer your own mail app? Write to',
    note: 'Please don’t attach data files or your customers’ personal details to a first message. Once a confidentiality agreement is signed, we will set up a secure way to share data.',
  },
  next: {
    eyebrow: 'Next steps',
    title: 'What happens after you get in touch',
    intro: 'No sales pitch, and no commitment until you sign a proposal.',
    steps: [
      {
        title: 'An analyst replies',
        meta: 'Within one business day',
        text: 'One of the analysts who could work on your project reads your message and replies, usually with a question or two and a few times for a call.',
      },
      {
        title: 'A 30-minute call',
        meta: 'By phone or video',
        text: 'We talk through the decision you face, the data you have and what a good result would be worth to you. No preparation and no data needed.',
      },
      {
        title: 'A written proposal',
        meta: 'Within a week of the call',
        text: 'The scope, the team, the timeline and a fixed price for the first stage, in plain language. If we don’t think the project will pay off, we will tell you so instead.',
      },
      {
        title: 'You decide',
        meta: 'No commitment beyond the first stage',
        text: 'If you go ahead, we sign a confidentiality agreement before any data changes hands, and the first stage starts on a date that suits you.',
      },
    ],
  },
};

export type ContactContent = typeof en;

const he: ContactContent = {
  hero: {
    intro:
      'ספרו לנו מה תרצו למדוד או לשפר. אנליסט — לא איש מכירות — קורא כל פנייה וחוזר אליכם תוך יום עסקים אחד. לא צריך להתכונן: מספיקות כמה שורות על השאלה שלכם כדי להתחיל.',
  },
  details: {
    title: 'איך משיגים אותנו',
    email: { label: 'דוא״ל', note: 'אנליסט יחזור אליכם תוך יום עסקים אחד' },
    phone: { label: 'טלפון', note: 'מחו״ל: {international}' },
    office: { label: 'המשרד', note: 'ביקורים בתיאום מראש' },
    hours: { label: 'שעות פעילות', note: 'המשרד סגור בחגים' },
  },
  write: {
    eyebrow: 'שליחת הודעה',
    title: 'כתבו לנו',
    intro:
      'מלאו את הטופס ואנליסט יחזור אליכם תוך יום עסקים אחד. כל השדות הם חובה, אלא אם כתוב שהם לא חובה.',
    includeTitle: 'מה יעזור לנו לענות',
    include: [
      'שם החברה והתפקיד שלכם בה',
      'ההחלטה או התהליך שתרצו לשפר',
      'הנתונים שכבר יש לכם, למשל ERP, מערכת קופות, CRM או קובצי Excel (מספיק לתאר אותם)',
      'לוח זמנים או מסגרת תקציב, אם יש',
      'איך ומתי נוח לכם שנחזור אליכם',
    ],
    action: 'או שלחו לנו מייל',
    subject: 'פנייה בנושא פרויקט',
    addressLead: 'מעדיפים את תוכנת הדואר שלכם? כתבו לכתובת',
    note: 'בבקשה אל תצרפו לפנייה הראשונה קובצי נתונים או פרטים אישיים של הלקוחות שלכם. אחרי שנחתום על הסכם סודיות, נגדיר יחד דרך מאובטחת להעברת הנתונים.',
  },
  next: {
    eyebrow: 'השלבים הבאים',
    title: 'מה קורה אחרי שפניתם',
    intro: 'בלי שיחות מכירה, ובלי התחייבות עד שאתם חותמים על הצעה.',
    steps: [
      {
        title: 'אנליסט חוזר אליכם',
        meta: 'תוך יום עסקים אחד',
        text: 'אחד האנליסטים שיכולים לעבוד על הפרויקט שלכם קורא את הפנייה ועונה, בדרך כלל עם שאלה או שתיים וכמה מועדים אפשריים לשיחה.',
      },
      {
        title: 'שיחה של 30 דקות',
        meta: 'בטלפון או בווידאו',
        text: 'מדברים על ההחלטה שעומדת בפניכם, על הנתונים שיש לכם ועל כמה שווה לכם תוצאה טובה. לא צריך להתכונן ולא צריך לשלוח נתונים.',
      },
      {
        title: 'הצעה כתובה',
        meta: 'תוך שבוע מהשיחה',
        text: 'היקף העבודה, הצוות, לוח הזמנים ומחיר קבוע לשלב הראשון, בשפה פשוטה. ואם נחשוב שהפרויקט לא ישתלם לכם, נגיד לכם את זה במקום.',
      },
      {
        title: 'אתם מחליטים',
        meta: 'בלי התחייבות מעבר לשלב הראשון',
        text: 'אם מחליטים להתקדם, חותמים על הסכם סודיות לפני שעובר ולו קובץ אחד, והשלב הראשון מתחיל במועד שנוח לכם.',
      },
    ],
  },
};

export const content = { en, he } satisfies Localized<ContactContent>;
