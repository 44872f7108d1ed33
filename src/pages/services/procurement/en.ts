import { figure, type PageDocument } from '../../../content/page-document';
import { RuledOffers } from './RuledOffers';

/**
 * The smart procurement page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The lead-time chart's deliveries and prices live in
 * `src/charts/illustrations/ProcurementIllustration.tsx`; the takeaways beside it describe that
 * data, so change them together.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'procurement',
      intro:
        'Your buyers juggle minimum order quantities, price breaks and suppliers who quote three weeks and deliver in five. We take the purchase history out of Priority or SAP Business One and show where the money actually goes, which suppliers keep their word, and how much to order so that a quantity discount doesn’t turn into a year of dead stock.',
      actions: [
        { page: 'contact', label: 'Book a spend review' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Works from your ERP exports',
        'Buyers keep the final say',
        'Every suggestion shows its arithmetic',
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'The problem',
      title: 'Where purchasing money leaks',
      intro:
        'Three things purchasing managers tell us in almost every first meeting, in our words rather than any one person’s.',
      body: [
        {
          kind: 'facts',
          items: [
            {
              term: 'Lead times',
              detail:
                'The supplier says 21 days. Sometimes it’s 14, sometimes 40, so we order early and keep extra stock just in case.',
            },
            {
              term: 'Quantities',
              detail:
                'To get the price break we order a year’s worth. Half of it is still in the warehouse when the specification changes.',
            },
            {
              term: 'Spend',
              detail:
                'We can’t say what we spend on packaging across all our sites. Every plant buys its own, from its own suppliers.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we do',
      title: 'What we build for your buyers',
      intro:
        'Four tools, built in this order, because each one needs the clean data the one before it produced.',
      body: [
        figure(RuledOffers, {
          items: [
            {
              icon: 'table',
              title: 'A spend cube',
              text: 'Every purchase line from the ERP, classified by category, supplier and site. You see that fourteen suppliers sell you the same carton, and which three of them carry most of the spend.',
            },
            {
              icon: 'clipboardCheck',
              title: 'Supplier scorecards',
              text: 'On-time-in-full, the real lead time and its spread, price changes and quality returns for each supplier, from your own goods-receipt records. Useful in the next negotiation, and fair to the supplier, because it is their actual record.',
            },
            {
              icon: 'calculator',
              title: 'Order quantities that add up',
              text: 'For each item: forecast demand, the minimum order quantity, the price breaks and the cost of holding stock, weighed together. Sometimes the bigger order pays; often the discount is smaller than a year of storage and the risk that the item goes obsolete.',
            },
            {
              icon: 'fileInput',
              title: 'Suggestions inside the ERP',
              text: 'A weekly list of what to order, from whom and how much, written back into Priority or SAP Business One as draft purchase orders. A buyer approves, edits or rejects each one.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What a scorecard shows',
      title: 'Quoted lead time against what actually arrived',
      intro:
        'Each mark is one delivery of the same packaging item over a year; the bar is the lead time the supplier quoted. The spread, not the average, decides how much safety stock you have to carry.',
      body: [
        {
          kind: 'chartTakeaways',
          chart: {
            id: 'procurement',
            texts: {
              title: 'Delivery lead times of four suppliers compared with their quotes',
              caption:
                'Days from order to delivery of one packaging item, four suppliers, 12 months (illustrative data). Filled marks arrived within 3 days of the quote; hollow ones later.',
              summary:
                '{name}, {price} per unit: quoted {quoted} days, delivered in {min} to {max} days, {late} of {count} deliveries more than 3 days late.',
              axis: 'Days from order to delivery',
              price: '{price}/unit',
              suppliers: {
                a: 'Supplier A',
                b: 'Supplier B',
                c: 'Supplier C',
                d: 'Supplier D (import)',
              },
              legend: {
                onTime: 'Within 3 days of the quote',
                late: 'More than 3 days late',
                quoted: 'Quoted lead time',
              },
            },
          },
          chartMaxWidth: '32rem',
          title: 'What it means for the buyer',
          takeaways: [
            'Supplier B is the cheapest local option on paper, 7% below A. Half its deliveries arrive more than 3 days after the quote, and covering that spread takes about two more weeks of safety stock.',
            'Supplier A costs more per unit and almost always delivers on its word: the cheapest supplier to plan around for fast-moving items.',
            'Supplier D, the importer, is cheapest of all. It suits slow items with a long planning horizon, if you order on its real lead time rather than its quote.',
          ],
          marker: 'panel',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'From an ERP export to draft orders',
      intro: 'The first savings usually show up in the second stage, before any model is built.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Export and clean',
              meta: '2 weeks',
              text: 'Two or three years of purchase orders, goods receipts and invoices from the ERP, usually as plain exports. We reconcile item codes, units of measure and suppliers entered twice.',
            },
            {
              title: 'Spend and supplier review',
              meta: '3 weeks',
              text: 'The spend cube and the supplier scorecards, reviewed with the purchasing manager and finance. Duplicate suppliers and forgotten contracts tend to surface here.',
            },
            {
              title: 'Quantities and reorder points',
              meta: '4–6 weeks',
              text: 'Forecasts and order-quantity rules for the items that matter most, usually the few hundred behind most of the spend, tested against last year’s actual orders.',
            },
            {
              title: 'Live in the ERP',
              meta: 'From week 10',
              text: 'Draft orders in the ERP every week, and a monthly review with the buyers of what they accepted, what they changed and why. Their changes make the rules better.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we measure',
      title: 'The figures we report to your finance manager',
      intro:
        'Measured on the items in scope against the twelve months before the project, from the same ERP the buyers work in.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '14%',
              label: 'median drop in stock value',
              context:
                'of the items in scope, across 9 procurement projects in 2021–2025, 12 months after go-live, with no rise in shortages',
            },
            {
              figure: '3.2%',
              label: 'median saving on unit prices',
              context:
                'after consolidating suppliers and renegotiating with the scorecards; it ranged from 0.5% to 7% by category',
            },
            {
              figure: '71%',
              label: 'draft orders approved as suggested',
              context:
                'by the buyers in the third month, median across projects; the rest were edited, and the edits fed back into the rules',
            },
            {
              figure: '+11 pts',
              label: 'median rise in on-time-in-full',
              context:
                'percentage points, in 6 projects where suppliers were shown their own scorecard every quarter',
            },
          ],
          note: 'We count savings against last year’s prices for the same items and report market price rises separately, so inflation makes us look neither better nor worse than we are.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What purchasing managers ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'We use Priority or SAP Business One. Do you need access?',
              answer:
                'Not at first. Standard exports or a read-only reporting user are enough for the first stages. Writing draft orders back needs an interface, which we build together with your ERP partner so that upgrades don’t break it.',
            },
            {
              question: 'Our item master is a mess. Is that a problem?',
              answer:
                'It is normal. Duplicate items, units that switch between kilos and cartons, suppliers entered twice: cleaning them up is part of the first stage, and you keep the cleaned mapping.',
            },
            {
              question: 'Will this replace our buyers?',
              answer:
                'No. Buyers know things no export shows: a supplier’s new owner, a strike at the port, a product about to be redesigned. The system does the arithmetic and they decide; every suggestion shows its reasoning, so it is easy to overrule.',
            },
            {
              question: 'What about imports and exchange rates?',
              answer:
                'Imported items get their own lead-time model, port and customs included, and prices are compared in shekels at the rate on the invoice date, so a cheap quote in dollars is judged by what it actually cost.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'procurement',
      title: 'What would last year’s purchase orders show?',
      text: 'A first look at your spend takes about two weeks from the export. Tell us which ERP you use and we will take it from there.',
      action: 'Book a spend review',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
