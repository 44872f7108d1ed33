import type { Language } from '../../../../machines/constants';
import type { Localized } from '../../../config/site';
import type { Block } from '../../../content/page-document';
import { interpolate } from '../../../i18n/placeholders';

/**
 * The food chain's success story, which the home page tells in brief and the smart inventory page
 * in full. Each fact is written once: `{more}` marks where the full telling adds `more`, which the
 * brief one leaves out. The Use cases page tells the same project in its own words.
 */
const en = {
  eyebrow: 'Success story',
  title: 'Fewer empty shelves without more stock',
  client: 'A food retail chain with about 60 stores.',
  facts: [
    {
      term: 'The challenge',
      detail: 'Popular items ran out at weekends while slow sellers filled the storerooms.{more}',
      more: ' Reorder points were set per category and reviewed twice a year.',
    },
    {
      term: 'What we did',
      detail:
        'A demand forecast for every item in every store, with reorder points recalculated each night from the day’s sales{more}.',
      more: ' and written back to the ordering system',
    },
    {
      term: 'The result',
      detail: 'Stock-outs fell by 27% within six months, while average stock stayed level.{more}',
      more: ' The buyers still approve every order.',
    },
  ],
  link: 'All success stories',
};

type Story = typeof en;

const he: Story = {
  eyebrow: 'סיפור הצלחה',
  title: 'פחות מדפים ריקים, בלי להגדיל את המלאי',
  client: 'רשת קמעונאות מזון עם כ-60 סניפים.',
  facts: [
    {
      term: 'האתגר',
      detail: 'מוצרים מבוקשים אזלו בסופי שבוע, בזמן שמוצרים שנמכרים לאט מילאו את המחסנים.{more}',
      more: ' נקודות ההזמנה נקבעו לפי קטגוריה ונבדקו פעמיים בשנה.',
    },
    {
      term: 'מה עשינו',
      detail:
        'תחזית ביקוש לכל פריט בכל סניף, ונקודות הזמנה שמחושבות מחדש בכל לילה לפי המכירות של אותו יום{more}.',
      more: ' ונכתבות חזרה למערכת ההזמנות',
    },
    {
      term: 'התוצאה',
      detail: 'בתוך חצי שנה החוסרים ירדו ב-27%, והמלאי הממוצע נשאר באותה רמה.{more}',
      more: ' הקניינים עדיין מאשרים כל הזמנה.',
    },
  ],
  link: 'לכל סיפורי ההצלחה',
};

export const content = { en, he } satisfies Localized<Story>;

/** The story as a page's section, on a panel: in `brief` on the home page, in `full` here. */
export function storySection(language: Language, telling: 'brief' | 'full'): Block {
  const story = content[language];
  return {
    kind: 'section',
    tone: 'panel',
    eyebrow: story.eyebrow,
    title: story.title,
    intro: story.client,
    body: [
      {
        kind: 'facts',
        items: story.facts.map(({ term, detail, more }) => ({
          term,
          detail: interpolate(detail, { more: telling === 'full' ? more : '' }),
        })),
      },
      { kind: 'link', page: 'usecases', label: story.link },
    ],
  };
}
