import type { Localized } from '../../config/site';

/**
 * The texts of the Home page demo player, in both languages. `{name}` placeholders are filled
 * with figures computed from the demo's data (demo.data.ts), so text and chart never disagree.
 */

/** The demo's steps, in order; each adds a layer to the dashboard. */
export const DEMO_STEPS = ['sales', 'decomposition', 'forecast', 'anomaly', 'order'] as const;
export type DemoStepId = (typeof DEMO_STEPS)[number];

interface DemoStepText {
  title: string;
  body: string;
}

export interface DemoTexts {
  /** Names the group of play, previous and next buttons. */
  controls: string;
  play: string;
  pause: string;
  previous: string;
  next: string;
  /** Names the list of steps. */
  stepList: string;
  /** The accessible name of a step button: `{n}` of `{count}`, then the step's title. */
  stepOf: string;
  chart: {
    /** The SVG's `<title>`. */
    title: string;
    /** The SVG's `<desc>`. */
    description: string;
    /** The dashboard's header line, drawn in the SVG. */
    header: string;
    units: string;
    weeks: string;
    today: string;
    anomalyLabel: string;
    /** `{extra}`: units over the expected sales. */
    anomalyExtra: string;
    /** `{weeks}`: the weeks the order covers. */
    orderTitle: string;
    usualOrder: string;
    recommendedOrder: string;
  };
  legend: {
    actual: string;
    trend: string;
    season: string;
    forecast: string;
    anomaly: string;
    usualOrder: string;
    recommendedOrder: string;
  };
  steps: Record<DemoStepId, DemoStepText>;
}

export const demoTexts = {
  en: {
    controls: 'Demo controls',
    play: 'Play demo',
    pause: 'Pause demo',
    previous: 'Previous step',
    next: 'Next step',
    stepList: 'Demo steps',
    stepOf: 'Step {n} of {count}',
    chart: {
      title:
        'Demo dashboard: weekly sales of iced coffee at Shefa Market, a fictional grocery chain',
      description:
        'A line chart of the last 52 weeks of sales and a forecast for the next 8. Each step of the demo adds a layer, explained in the caption.',
      header: 'Shefa Market · Iced coffee 1 L · 12 branches',
      units: 'Units sold per week',
      weeks: 'Weeks from today',
      today: 'Today',
      anomalyLabel: 'One-off order',
      anomalyExtra: '{extra} over expected',
      orderTitle: 'Order for the next {weeks} weeks',
      usualOrder: 'Last month’s order',
      recommendedOrder: 'Recommended order',
    },
    legend: {
      actual: 'Weekly sales',
      trend: 'Trend',
      season: 'Trend + season',
      forecast: 'Forecast, 80% range',
      anomaly: 'Anomaly',
      usualOrder: 'Last month’s order',
      recommendedOrder: 'Recommended order',
    },
    steps: {
      sales: {
        title: 'Weekly sales, as they come',
        body: 'A year of till data for one product, iced coffee in 1‑litre bottles, across all twelve branches. The ups and downs from week to week hide what is really going on.',
      },
      decomposition: {
        title: 'Trend and season, pulled apart',
        body: 'Under the noise are two patterns: steady growth of about {growth} over the year (the dashed trend) and a summer peak that comes back every year.',
      },
      forecast: {
        title: 'An eight-week forecast',
        body: 'Carrying the trend and the season forward gives the expected sales for each of the next eight weeks. The shaded band is where we expect 8 weeks in 10 to land; it widens the further ahead we look.',
      },
      anomaly: {
        title: 'An anomaly, flagged',
        body: '{weeksAgo} weeks ago the branches sold {extra} more units than expected: a caterer’s one-off bulk order, not real demand. It is flagged and kept out of the forecast, so it does not inflate future orders.',
      },
      order: {
        title: 'The order, recommended',
        body: 'Four weeks of forecast demand, plus safety stock, minus what is already on the shelves: order {recommended} units now, not the {usual} ordered last month. Enough for the summer rise, without overstocking.',
      },
    },
  },
  he: {
    controls: 'פקדי ההדגמה',
    play: 'הפעלת ההדגמה',
    pause: 'השהיית ההדגמה',
    previous: 'לשלב הקודם',
    next: 'לשלב הבא',
    stepList: 'שלבי ההדגמה',
    stepOf: 'שלב {n} מתוך {count}',
    chart: {
      title: 'לוח בקרה לדוגמה: מכירות שבועיות של קפה קר בשפע מרקט, רשת מזון בדויה',
      description:
        'גרף קווי של המכירות ב־52 השבועות האחרונים ותחזית ל־8 השבועות הבאים. כל שלב בהדגמה מוסיף שכבה, והכיתוב מסביר אותה.',
      header: 'שפע מרקט · קפה קר 1 ליטר · 12 סניפים',
      units: 'יחידות שנמכרו בשבוע',
      weeks: 'שבועות ביחס להיום',
      today: 'היום',
      anomalyLabel: 'הזמנה חד־פעמית',
      anomalyExtra: '{extra} מעל הצפוי',
      orderTitle: 'הזמנה ל־{weeks} השבועות הבאים',
      usualOrder: 'ההזמנה בחודש שעבר',
      recommendedOrder: 'ההזמנה המומלצת',
    },
    legend: {
      actual: 'מכירות שבועיות',
      trend: 'מגמה',
      season: 'מגמה + עונתיות',
      forecast: 'תחזית, טווח של 80%',
      anomaly: 'חריגה',
      usualOrder: 'ההזמנה בחודש שעבר',
      recommendedOrder: 'ההזמנה המומלצת',
    },
    steps: {
      sales: {
        title: 'המכירות השבועיות, כמו שהן',
        body: 'נתוני קופות של שנה שלמה למוצר אחד, קפה קר בבקבוק של ליטר, בכל 12 הסניפים. העליות והירידות משבוע לשבוע מסתירות את מה שבאמת קורה.',
      },
      decomposition: {
        title: 'מגמה ועונתיות, כל אחת בנפרד',
        body: 'מתחת לרעש מסתתרות שתי תבניות: צמיחה יציבה של כ־{growth} במהלך השנה (קו המגמה המקווקו), ושיא קיצי שחוזר בכל שנה.',
      },
      forecast: {
        title: 'תחזית לשמונה שבועות קדימה',
        body: 'כשממשיכים את המגמה ואת העונתיות קדימה, מקבלים את המכירות הצפויות בכל אחד משמונת השבועות הבאים. הרצועה המוצללת מראה את הטווח שבו צפויים ליפול 8 מכל 10 שבועות, והיא מתרחבת ככל שמסתכלים רחוק יותר.',
      },
      anomaly: {
        title: 'זוהתה חריגה',
        body: 'לפני {weeksAgo} שבועות נמכרו בסניפים {extra} יחידות יותר מהצפוי: הזמנה חד־פעמית של חברת קייטרינג, לא ביקוש אמיתי. החריגה מסומנת ולא נכנסת לתחזית, כך שהיא לא מנפחת את ההזמנות הבאות.',
      },
      order: {
        title: 'המלצת ההזמנה',
        body: 'הביקוש הצפוי לארבעת השבועות הקרובים, ועוד מלאי ביטחון, פחות מה שכבר נמצא על המדפים: להזמין עכשיו {recommended} יחידות, ולא {usual} כמו בחודש שעבר. מספיק לעלייה של הקיץ, בלי להיתקע עם עודפים.',
      },
    },
  },
} satisfies Localized<DemoTexts>;
