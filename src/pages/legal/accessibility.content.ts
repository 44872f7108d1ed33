import type { Localized } from '../../config/site';
import type { LegalContent } from './LegalDocument';

/** The accessibility statement required by regulation 35 of the Equal Rights for Persons with Disabilities (Service Accessibility Adjustments) Regulations. */
const en: LegalContent = {
  eyebrow: 'Accessibility statement',
  intro:
    'We want every visitor to be able to learn what we do and get in touch, whatever device, browser or assistive technology they use. This statement explains how the site meets that aim, where it still falls short, and how to reach us if something gets in your way.',
  sections: [
    {
      title: 'The standard we follow',
      paragraphs: [
        'The site is designed to conform to Israeli Standard IS 5568, which adopts the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, as required by the Equal Rights for Persons with Disabilities (Service Accessibility Adjustments) Regulations, 2013.',
        'We test every page in English and in Hebrew with automated checks (axe) on each change, and by hand with the keyboard alone, with screen-reader software and at 200% zoom.',
      ],
    },
    {
      title: 'What we have done',
      paragraphs: ['Among the adjustments made on this site:'],
      list: [
        'Every page can be used with the keyboard alone, with a visible focus indicator on every link and control.',
        'A “Skip to main content” link is the first thing the Tab key reaches on every page.',
        'Notifications appear in a region you can jump to with the {hotkey} key; they stay on screen while you hover over or focus them.',
        'Pages are built with headings, landmarks and lists that screen readers announce, and every control has a name.',
        'Hebrew pages are marked right-to-left and English pages left-to-right, so text is read in the right direction and language.',
        'Text and controls meet the AA contrast ratios; the layout adapts from small phones to wide screens and to zoom without horizontal scrolling.',
        'Animations are reduced or stopped when your system asks for reduced motion, and the demo on the home page never starts on its own in that case.',
        'The view can be set to the mobile or the desktop layout with the buttons at the bottom right, when they are shown.',
      ],
    },
    {
      title: 'Known gaps and alternatives',
      paragraphs: [
        'The charts in the demo on the home page and the service illustrations are described in text next to them; the exact figures behind them are illustrative and are not offered as a data table. If you need them, write to us and we will send them in an accessible format.',
        'Documents we send during a project (proposals, reports) are prepared in accessible formats on request.',
        'If you find a page or a feature that is hard to use, please tell us: we will fix it, and meanwhile give you the same information another way.',
      ],
    },
    {
      title: 'Contact our accessibility coordinator',
      paragraphs: [
        'Our accessibility coordinator is {coordinator}. You can reach them by e-mail at {a11yEmail} or by phone at {a11yPhone}, Sunday to Thursday, 9:00–18:00, or by post at {legalName}, {address}.',
        'Please tell us which page you were on, what you were trying to do and which browser or assistive technology you use. We answer within five business days.',
      ],
    },
  ],
  updated: 'This statement was last reviewed on {date}.',
};

const he: LegalContent = {
  eyebrow: 'הצהרת נגישות',
  intro:
    'חשוב לנו שכל מי שנכנס לאתר יוכל להבין מה אנחנו עושים וליצור איתנו קשר, בכל מכשיר, בכל דפדפן ובכל טכנולוגיה מסייעת. בהצהרה הזו נפרט איך האתר עומד בכך, איפה הוא עדיין לא מושלם ואיך לפנות אלינו אם משהו מפריע לכם.',
  sections: [
    {
      title: 'התקן שלפיו אנחנו עובדים',
      paragraphs: [
        'האתר תוכנן לעמוד בתקן הישראלי ת״י 5568, המאמץ את הנחיות הנגישות לתכני אינטרנט (WCAG) 2.1 ברמה AA, כנדרש בתקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע״ג–2013.',
        'כל דף באתר, בעברית ובאנגלית, נבדק בבדיקות אוטומטיות (axe) בכל שינוי, וגם ידנית: בניווט במקלדת בלבד, עם תוכנת קורא מסך ובהגדלה של 200%.',
      ],
    },
    {
      title: 'מה עשינו',
      paragraphs: ['בין ההתאמות שבוצעו באתר:'],
      list: [
        'אפשר להשתמש בכל דף באמצעות המקלדת בלבד, וכל קישור וכל פקד מסומנים בבירור כשהם בפוקוס.',
        'הקישור „דילוג לתוכן הראשי” הוא הדבר הראשון שמקש Tab מגיע אליו בכל דף.',
        'ההתראות מופיעות באזור שאפשר לקפוץ אליו במקש {hotkey}, והן נשארות על המסך כל עוד העכבר או הפוקוס עליהן.',
        'הדפים בנויים מכותרות, מאזורי ניווט ומרשימות שקוראי מסך מכריזים עליהם, ולכל פקד יש שם.',
        'הדפים בעברית מסומנים כמימין לשמאל והדפים באנגלית כמשמאל לימין, כך שהטקסט נקרא בכיוון ובשפה הנכונים.',
        'הטקסטים והפקדים עומדים ביחסי הניגודיות של רמה AA, והפריסה מתאימה את עצמה לטלפונים קטנים, למסכים רחבים ולהגדלה, בלי גלילה לרוחב.',
        'כשמערכת ההפעלה מבקשת להפחית תנועה, האנימציות מצטמצמות או נעצרות, וההדגמה בדף הבית לא מתחילה לפעול מעצמה.',
        'אפשר לבחור בין פריסת נייד לפריסת מחשב בכפתורים שבפינה הימנית התחתונה, כשהם מוצגים.',
      ],
    },
    {
      title: 'מגבלות ידועות ודרכים חלופיות',
      paragraphs: [
        'הגרפים בהדגמה שבדף הבית ובאיורים של דפי השירותים מתוארים בטקסט שלידם. הנתונים שמאחוריהם להמחשה בלבד ואינם מוצגים כטבלה; אם תרצו אותם, כתבו לנו ונשלח אותם בפורמט נגיש.',
        'מסמכים שאנחנו שולחים במהלך פרויקט (הצעות מחיר, דוחות) יוכנו בפורמט נגיש לפי בקשה.',
        'אם נתקלתם בדף או ברכיב שקשה להשתמש בו, ספרו לנו: נתקן אותו, ובינתיים נמסור לכם את אותו מידע בדרך אחרת.',
      ],
    },
    {
      title: 'פנייה לרכזת הנגישות',
      paragraphs: [
        'רכזת הנגישות שלנו היא {coordinator}. אפשר לפנות אליה בדוא״ל {a11yEmail} או בטלפון {a11yPhone}, בימים א׳–ה׳ בין 9:00 ל־18:00, או בדואר: {legalName}, {address}.',
        'כדי שנוכל לעזור, ציינו באיזה דף הייתם, מה ניסיתם לעשות ובאיזה דפדפן או טכנולוגיה מסייעת אתם משתמשים. נשיב תוך חמישה ימי עסקים.',
      ],
    },
  ],
  updated: 'ההצהרה עודכנה לאחרונה ב־{date}.',
};

export const content = { en, he } satisfies Localized<LegalContent>;
