import type { ToastMessages } from './en';

/** Hebrew texts of the notifications. `satisfies ToastMessages` makes a missing or extra key a type error. */
export const he = {
  'toast.announcement': 'התראה',
  'toast.close': 'סגירת ההתראה',
  'toast.viewMode.title': 'התצוגה השתנתה',
  'toast.viewMode.auto': 'מעכשיו הפריסה מתאימה את עצמה למסך שלך.',
  'toast.viewMode.mobile': 'מוצגת עכשיו פריסת הנייד.',
  'toast.viewMode.desktop': 'מוצגת עכשיו פריסת המחשב.',
  'toast.viewMode.undo': 'ביטול',
  'toast.viewMode.undoAlt': 'אפשר לחזור לתצוגה הקודמת בעזרת כפתורי מצב התצוגה בפינה הימנית התחתונה',
  'toast.storage.title': 'לא הצלחנו לשמור את ההעדפה שלך',
  'toast.storage.description':
    'הדפדפן חוסם אחסון מקומי, ולכן הבחירה שלך לא תישמר אחרי שתעזבו את האתר. כל השאר עובד כרגיל.',

  'contact.toast.sent.title': 'ההודעה נשלחה',
  'contact.toast.sent.description': 'נחזור אליכם תוך יום עסקים אחד.',
  'contact.toast.failed.title': 'ההודעה לא נשלחה',
  'contact.toast.failed.description': 'בדקו את החיבור ונסו שוב. שום דבר ממה שכתבתם לא אבד.',
} as const satisfies ToastMessages;
