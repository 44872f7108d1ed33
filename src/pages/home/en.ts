import { figure, type PageDocument } from '../../content/page-document';
import { DemoPlayerIsland } from './DemoPlayerIsland';
import { ServiceCards } from './ServiceCards';
import { storySection } from '../services/smart-inventory/story.content';

/**
 * The home page in English. The Hebrew document (`he.ts`) matches it block for block. The
 * success story is the smart inventory page's, told in brief (`smart-inventory/story.content.ts`).
 * `{year}` is the founding year and the phone number is never written here: both come from
 * `src/config/site.ts`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'home',
      intro: { message: 'page.home.intro' },
      actions: [
        { page: 'contact', label: 'Talk to an analyst' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Working with Israeli businesses since {year}',
        'A fixed price for every stage',
        'Your data stays under your control',
      ],
      decoration: 'dashboard',
    },
    {
      kind: 'section',
      eyebrow: 'What we do',
      title: 'Eight ways to put your data to work',
      intro:
        'Start with the question that costs you most today. Each service is a focused project with a measurable goal, and each one builds on the last.',
      body: [
        figure(ServiceCards, {
          cards: {
            decisionMaking:
              'Scenario models that show what each option is likely to cost and return, and how sure we can be.',
            customerInsights:
              'Segments, lifetime value and early churn signals drawn from your transactions and service history.',
            procurement:
              'Demand forecasts and supplier scorecards that cut over-ordering and last-minute purchases.',
            qualityControl:
              'Process monitoring and anomaly alerts that catch a fault while it is still cheap to fix.',
            sales:
              'What drives revenue, where deals stall, and forecasts your sales team will actually use.',
            queueManagement:
              'Arrival forecasts and shift plans for branches, clinics and service centres.',
            smartInventory:
              'A reorder point for every item in every store, updated as demand changes.',
            customSolutions:
              'When nothing off the shelf fits: a data pipeline, model and dashboard built around your question.',
          },
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'Results',
      title: 'What we have measured so far',
      intro:
        'Figures from our own project records. Each result was measured against the client’s own baseline from before the project began.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '140+',
              label: 'projects delivered',
              context:
                'for retailers, manufacturers, logistics companies and service providers since {year}',
            },
            {
              figure: '23%',
              label: 'median drop in stock-outs',
              context:
                'across 18 smart-inventory projects in 2021–2025, over the six months after go-live',
            },
            {
              figure: '31%',
              label: 'shorter median wait',
              context:
                'across 11 queue-management projects at branches, clinics and service centres, 2022–2025',
            },
            {
              figure: '9 weeks',
              label: 'median time to a first result in use',
              context:
                'from the first meeting to a forecast or dashboard used in daily work, for projects started in 2023–2025',
            },
          ],
          note: 'These are medians, not our best cases. Results depend on the data available and on what the business does with it.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How we work',
      title: 'From question to working tool in four stages',
      intro:
        'Every stage has an agreed scope and price, and you decide whether to go on before the next one starts.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Define the question',
              meta: '1–2 weeks',
              text: 'We sit with the people who make the decision, agree what success looks like in numbers, and check which data can answer the question.',
            },
            {
              title: 'Prove it on your data',
              meta: '3–5 weeks',
              text: 'A working model on a slice of your real data, with its accuracy stated plainly, so you can judge it before investing more.',
            },
            {
              title: 'Put it to work',
              meta: '4–8 weeks',
              text: 'We connect it to the tools your teams already use, such as your ERP, Excel or Power BI, and train the people who will rely on it.',
            },
            {
              title: 'Measure and hand over',
              meta: '3 months after launch',
              text: 'We measure the result against the baseline agreed at the start, then hand over the code, the documentation and the know-how.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      id: 'demo',
      eyebrow: 'Demo',
      title: 'See it in action',
      intro: 'A short walk-through of the kind of tool we build, running on made-up sample data.',
      body: [figure(DemoPlayerIsland, {})],
    },
    storySection('en', 'brief'),
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What clients usually ask first',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Do we need a data warehouse before we start?',
              answer:
                'No. Most projects start from the ERP, the point-of-sale system and a few spreadsheets. If a data warehouse becomes worth building, we will tell you when the numbers justify it.',
            },
            {
              question: 'Where does our data stay?',
              answer:
                'With you wherever possible: we work in your cloud account or on your servers, under a confidentiality agreement, and delete our working copies when the project ends.',
            },
            {
              question: 'How is a project priced?',
              answer:
                'Each stage has a fixed price agreed before it starts. The first stage is short, so you can see how we work before committing to more.',
            },
            {
              question: 'Who will we work with?',
              answer:
                'The same small team from the first meeting to hand-over: an analyst who leads the project and a data engineer, joined by a statistician when the question calls for one.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      title: 'Have a question your data should be answering?',
      text: 'Tell us about it. An analyst, not a salesperson, replies within one business day.',
      action: 'Talk to an analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
