import type { ReplyMessages } from './en';

/**
 * The reply to a Hebrew enquiry. `satisfies ReplyMessages` makes a missing or extra key a type
 * error. The visitor is addressed in the plural, as everywhere on the Hebrew site.
 */
export const he = {
  'reply.subject': 'קיבלנו את הפנייה שלכם – כוונה אנליטיקס',
  'reply.greeting': 'שלום {name},',
  'reply.received': 'תודה שפניתם לכוונה אנליטיקס. הפנייה שלכם הגיעה אלינו.',
  'reply.next':
    'מה הלאה: אנליסט שיכול לעבוד על הפרויקט שלכם יקרא את הפנייה ויחזור אליכם לכתובת הזו תוך יום עסקים אחד.',
  'reply.reference': 'מספר הפנייה: {reference}. אם תכתבו לנו בעניין הזה, נשמח שתציינו אותו.',
  'reply.reach': 'בינתיים אפשר להשיג אותנו כאן:',
  'reply.email': 'דוא״ל',
  'reply.phone': 'טלפון',
  'reply.hours': 'שעות פעילות',
  'reply.address': 'כתובת',
  'reply.privacy': 'איך אנחנו שומרים על הפרטים שמסרתם ומשתמשים בהם: {privacy}',
  'reply.privacyLink': 'מדיניות הפרטיות שלנו',
  'reply.signature': 'צוות כוונה אנליטיקס',
  'reply.why':
    'זוהי הודעה אוטומטית: הכתובת הזו הוזנה בטופס יצירת הקשר באתר שלנו. אם לא אתם מילאתם אותו, אפשר להתעלם מההודעה.',
} as const satisfies ReplyMessages;
