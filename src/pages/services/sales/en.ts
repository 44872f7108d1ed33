import { figure, type PageDocument } from '../../../content/page-document';
import { Questions } from './Questions';
import { RuledTerms } from './RuledTerms';
import { SpeechBubbles } from './SpeechBubbles';
import { funnelBesideFindings } from './sales.splits';

/**
 * The sales analytics page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The chart's figures live in `src/charts/illustrations/SalesIllustration.tsx`; the sentences
 * that quote them (the example section's notes) must stay in step with that data.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'sales',
      intro:
        'We work from the exports your CRM and ERP already produce — Salesforce, HubSpot, Priority — to show where deals stall, which discounts pay for themselves and which territories need help. Then we build the forecast your weekly sales meeting can run on.',
      actions: [
        { page: 'contact', label: 'Talk to a sales analyst' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Starts from the CRM you already have',
        'A first pipeline review in about three weeks',
        'A fixed price for every stage',
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Sound familiar?',
      title: 'What sales directors tell us in a first meeting',
      intro:
        'Paraphrased from many first conversations rather than quoted from anyone in particular. Almost every one includes at least two of these.',
      body: [
        figure(SpeechBubbles, {
          items: [
            'Our forecast is whatever the reps typed into the CRM on Thursday afternoon.',
            'We close plenty of deals, but the discounts eat the margin, and nobody can tell me which of them were necessary.',
            'Two regions, the same targets, and one of them always misses. Is it the people, the customers or the map?',
            'Half the open opportunities have no close date, and a third of the accounts are duplicates.',
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we analyse',
      title: 'Five questions we answer from your sales data',
      intro:
        'Each one starts from records you already keep. Most projects begin with one or two of them and add the rest once the data is in order.',
      body: [
        figure(Questions, {
          items: [
            {
              title: 'Where does the pipeline leak?',
              text: 'Conversion from stage to stage and time spent in each stage, by segment, product and lead source, rebuilt from the CRM’s change history. You see where deals stall, not just one overall win rate.',
            },
            {
              title: 'Why do we win, and why do we lose?',
              text: 'Win/loss analysis of closed deals: which traits go with a win (deal size, product mix, how many people were involved on the customer’s side, how fast the first quote went out) and what the lost deals had in common.',
            },
            {
              title: 'How much of the list price do we keep?',
              text: 'Price realisation, deal by deal: list price against the invoiced price from the ERP. Where a discount bought volume, and where it simply gave margin away.',
            },
            {
              title: 'Are targets fair across territories?',
              text: 'Each territory’s potential estimated from its customers and its market, so a rep in a thin region is not judged against one in a rich region, and targets follow the opportunity rather than last year plus ten percent.',
            },
            {
              title: 'Can we trust the CRM?',
              text: 'Duplicate accounts, missing amounts and close dates, stages nobody has touched in months: measured field by field, fixed at the source, and monitored so they stay fixed.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'An example',
      title: 'One win rate hides the leak. The stages show it.',
      intro:
        'A typical first finding, drawn here on made-up data for a B2B distributor: deals reaching each stage this year, against the same nine months last year.',
      body: [
        funnelBesideFindings(
          {
            title: 'Deals reaching each sales stage, this year against last year',
            caption:
              'Made-up data. Bars: deals that reached each stage, January to September. Dark marks: the same months last year. Percentages: the share of deals that moved on from the stage before.',
            stages: ['Leads', 'Qualified', 'Proposal sent', 'Negotiation', 'Won'],
            conversionHeader: 'Moved on',
            lastYearValue: '{value} last year',
            legendThisYear: 'This year',
            legendLastYear: 'Same months last year',
            describeStage: '{stage}: {count} deals ({lastCount} last year).',
            describeConversion: '{rate} moved on from the stage before ({lastRate} last year).',
          },
          [
            {
              term: 'The overall picture',
              detail:
                'Win rate fell from 7.0% to 5.5% of leads. On its own, that says only that something is wrong.',
            },
            {
              term: 'Stage by stage',
              detail:
                'Qualification and the later stages held steady or improved. The drop is in one step: last year 57% of qualified deals got a proposal; this year, 39%.',
            },
            {
              term: 'What we would check next',
              detail:
                'Which segments and reps, and since when. Behind this pattern there is usually a slower quoting process or a price-list change, and the CRM’s stage history tends to show which.',
            },
          ],
        ),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'From a CRM export to the weekly sales meeting',
      intro:
        'Each stage has an agreed scope and a fixed price. You see the data-quality report before we draw any conclusions from the data.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Export and profile',
              meta: 'Week 1',
              text: 'You send exports of opportunities, accounts, activities and invoices, or give us a read-only user. We profile every field and report on what can be trusted.',
            },
            {
              title: 'Rebuild the funnel',
              meta: 'Weeks 2–3',
              text: 'We rebuild each deal’s stage history, join it to the invoices for real prices, and go through the first findings with sales management.',
            },
            {
              title: 'Forecast and dashboards',
              meta: 'Weeks 4–8',
              text: 'A pipeline forecast with a stated error range, tested on past quarters, and dashboards in the tool you already use: Power BI, Looker Studio or the CRM itself.',
            },
            {
              title: 'Into the weekly meeting',
              meta: 'From week 8',
              text: 'We sit in on the sales meeting for a month, change what people do not use, then hand over and measure against the baseline we agreed at the start.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we measure',
      title: 'The numbers we report against your baseline',
      intro:
        'Agreed before the work starts and measured the same way before and after. If a change is too small to tell apart from normal variation, we say so.',
      body: [
        figure(RuledTerms, {
          items: [
            {
              term: 'Forecast error',
              detail:
                'The gap between the forecast made at the start of the month and the invoiced result, as a percentage, month by month.',
            },
            {
              term: 'Stage conversion and cycle time',
              detail:
                'The share of deals that move on from each stage, and the median days spent in it, by segment and lead source.',
            },
            {
              term: 'Price realisation',
              detail:
                'Invoiced revenue as a share of list price, by product line, customer segment and rep.',
            },
            {
              term: 'CRM completeness',
              detail:
                'The share of open opportunities with an owner, an amount, a close date and a stage updated in the last 30 days.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What sales managers ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'We use Priority (or Salesforce, or HubSpot). Does it matter?',
              answer:
                'No. We work from the standard exports or through a read-only API user. Priority, Salesforce and HubSpot are the systems we see most, but any CRM that can export opportunities with their history will do.',
            },
            {
              question: 'Our CRM data is a mess. Is there any point?',
              answer:
                'Usually, yes. The first report tells you how much of the data can be trusted, and for what. The stage history is often good enough for conversion analysis even when amounts and dates are patchy, and part of the work is fixing the fields that matter at the source.',
            },
            {
              question: 'Will this turn into a tool for ranking salespeople?',
              answer:
                'Only if you want it to, and we advise against it. We compare territories after adjusting for their potential; raw figures per rep mislead more than they inform. We also suggest showing the results to the team before they reach a slide.',
            },
            {
              question: 'How accurate will the forecast be?',
              answer:
                'It depends on how many deals you close and how long they take, so we do not promise a figure in advance. We test the forecast on your past quarters and show you its error range before anyone relies on it.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'sales',
      title: 'Where does your pipeline leak?',
      text: 'Send us a year of opportunity history. Within about three weeks you will have the stage-by-stage picture and a frank note on the quality of the data, at a fixed price.',
      action: 'Talk to a sales analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
