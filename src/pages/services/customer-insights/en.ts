import { figure, type PageDocument } from '../../../content/page-document';
import { OfferCards } from './OfferCards';

/**
 * The customer insights page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The cohort table's figures live in
 * `src/charts/illustrations/CustomerInsightsIllustration.tsx`; the takeaways beside it describe
 * that data, so change them together.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'customerInsights',
      intro:
        'Your sales records, loyalty club and service calls already show who is drifting away, months before they stop buying. We turn them into segments your marketing team can act on, churn signals you can see early, and a reading of what customers actually write to you, in Hebrew, Arabic and English.',
      actions: [
        { page: 'contact', label: 'Talk to an analyst' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Built from data you already have',
        'Personal data kept to the minimum',
        'Segments your team can use in the CRM',
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Sound familiar?',
      title: 'What marketing and service managers tell us',
      intro:
        'Our paraphrase of what we hear again and again in first meetings, not a quote from any one client.',
      body: [
        {
          kind: 'voices',
          items: [
            'Our club has 200,000 members, and every one of them gets the same newsletter.',
            'We only notice that a customer has left after they have been gone for a year.',
            'Thirty thousand survey comments a year. Someone reads a sample in January.',
            'Marketing says the discount brought new customers. Finance says it brought back people who would have come anyway.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What a cohort table shows',
      title: 'Where customers drift away',
      intro:
        'Each row is the customers who first bought in a given month; each cell, the share of them still buying that many months later. One of the first views we build, because it is hard to argue with.',
      body: [
        {
          kind: 'chartTakeaways',
          chart: {
            id: 'customerInsights',
            texts: {
              title: 'Cohort retention table for the first half of the year',
              caption:
                'Share of each month’s new customers still buying, in % (illustrative data for an online retailer). The outlined row joined on a 40% first-order discount.',
              summary: '{month}: {count} new customers; still buying: {shares}.',
              summaryRecent: '{month}: {count} new customers, too recent to follow.',
              monthsSince: 'Months since first order',
              newCustomers: 'New',
              months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
              share: 'month {month}, {share}%',
            },
          },
          chartMaxWidth: '30rem',
          title: 'What this one says',
          takeaways: [
            'Most customers who leave do so after their first order: the step from month 0 to month 1 is the one worth working on.',
            'March brought far more new customers, on a deep first-order discount, and kept a smaller share of them than any other month.',
            'After the second month the rows flatten: customers still buying then tend to stay.',
          ],
          marker: 'rule',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we do',
      title: 'Four ways of reading your customers',
      intro:
        'Each starts from records you already keep. Most projects begin with the first two and add the others once the data is in order.',
      body: [
        figure(OfferCards, {
          items: [
            {
              icon: 'usersRound',
              title: 'RFM segments',
              text: 'Recency, frequency and spend for every customer, grouped into a handful of segments with names your team will remember and clear rules for moving between them, refreshed every week.',
            },
            {
              icon: 'chartLine',
              title: 'Cohorts and lifetime value',
              text: 'Customers grouped by the month they joined, to see how many are still buying after 3, 6 and 12 months, what each group is worth over time, and whether a campaign, a price change or a new branch moved the curve.',
            },
            {
              icon: 'bellRing',
              title: 'Early churn signals',
              text: 'The signs before a customer goes quiet: longer gaps between visits, smaller baskets, a complaint left open. Each customer gets a risk score with the reason behind it, so the service team knows whom to call and what to say.',
            },
            {
              icon: 'messageText',
              title: 'Voice of the customer',
              text: 'Survey answers, reviews and call-centre notes, read by a language model tuned to your vocabulary in Hebrew, Arabic and English, sorted into topics counted over time, with real examples behind every count.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'From scattered records to a list the call centre uses',
      intro:
        'About three months to the first measured result, and every stage ends with something your team can already use.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Map the customer data',
              meta: '1–2 weeks',
              text: 'Point of sale, online shop, loyalty club, CRM and call centre: we find where each customer appears, how the records link, which fields we need and which personal details we don’t.',
            },
            {
              title: 'A first picture',
              meta: '3–4 weeks',
              text: 'Segments and cohort curves on two or three years of history, shown to marketing, service and management together, so everyone argues from the same numbers.',
            },
            {
              title: 'Signals and text',
              meta: '4–6 weeks',
              text: 'The churn score and the topic model, each tested on a period it has not seen, then placed where people work: a list in the CRM, a column on the call-centre screen, a weekly report.',
            },
            {
              title: 'Test, then scale',
              meta: '3 months',
              text: 'A retention offer to part of the flagged customers, with the rest as a control group, so the effect is measured rather than assumed. Then we hand over the code and the refresh schedule.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we measure',
      title: 'Results measured against a control group',
      intro:
        'Customers would have stayed or left for many reasons. Wherever the business allows one, we keep a control group, so the figures show what the work changed.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '12%',
              label: 'median drop in churn among contacted customers',
              context:
                'against a similar control group left uncontacted, across 6 retention projects in 2022–2025, over the 6 months after launch',
            },
            {
              figure: '2.6×',
              label: 'the churn rate of the top risk tenth',
              context:
                'compared with the average customer, in the quarter after scoring; median across the same projects, checked on your own data before anyone relies on the score',
            },
            {
              figure: '85%',
              label: 'agreement with a human reader',
              context:
                'when sorting comments into topics, on hand-checked samples of 500 comments in Hebrew and Arabic; median across 5 projects',
            },
            {
              figure: '6 weeks',
              label: 'median time to the first segments in the CRM',
              context: 'from the first data export, for projects started in 2023–2025',
            },
          ],
          note: 'A churn score is a probability, not a prophecy: some flagged customers stay and some unflagged ones leave. We show you both kinds of error before you decide how to use it.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What clients ask before sharing customer data',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'We have sales data but no loyalty club. Is that enough?',
              answer:
                'Often, yes. Any stable customer identifier will do: a card token, an account number, a phone number in the CRM. With none at all we can still analyse baskets and branches but not follow customers over time, and we will tell you up front which questions that rules out.',
            },
            {
              question: 'Can you really read comments in Arabic?',
              answer:
                'Yes. Arabic and Hebrew comments are read in the original, not translated first, and native speakers on our team check a sample of every topic. Colloquial spelling and several languages in one comment are common, and we test for both.',
            },
            {
              question: 'How do you handle personal data?',
              answer:
                'Under the Privacy Protection Law and its regulations: we take only the fields the question needs, replace names and phone numbers with coded identifiers, work on your systems or in your cloud account, and sign a data-processing agreement before any data moves.',
            },
            {
              question: 'How is this different from the reports in our CRM?',
              answer:
                'A CRM counts what happened. We look for what tends to happen next, test whether it holds on your data, and measure whether acting on it changed anything.',
            },
            {
              question: 'Who keeps the models running afterwards?',
              answer:
                'Your team, if you like: we hand over the code, the refresh schedule and a short runbook. Or we keep them running for a monthly fee and tell you when a segment starts to behave differently.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'customerInsights',
      title: 'Want to know who is about to leave?',
      text: 'Tell us what customer data you have. We will reply within one business day with what it can and cannot show.',
      action: 'Talk to an analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
