import { figure, type PageDocument } from '../../../content/page-document';
import { OffersBeside } from './OffersBeside';

/**
 * The decision-making page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The chart's figures live in `src/charts/illustrations/DecisionMakingIllustration.tsx`; its
 * text alternative is filled from that data (`summary`), so the words and the drawing never
 * disagree.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'decisionMaking',
      intro:
        'Opening a second site, changing the price list, buying a line or leasing it: decisions you take once and live with for years. We build the model behind the choice, show each option as a range rather than a single number, and write it up so your board argues about the assumptions, not about whose spreadsheet is right.',
      actions: [
        { page: 'contact', label: 'Talk through a decision' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Options compared as ranges, not single numbers',
        'Every assumption written down with its source',
        'The model stays with you',
      ],
      illustration: {
        id: 'decisionMaking',
        texts: {
          title: 'Three options compared by five-year net value',
          caption:
            'Five-year net value of three options, in ₪ millions. Illustrative figures for a distribution company.',
          axis: '₪ millions, five-year net value',
          options: {
            expand: 'Expand the current site',
            newSite: 'New site in the south',
            outsource: 'Outsource the logistics',
          },
          summary:
            '{name}: likely between {low} and {high} million shekels, median {median}; the original spreadsheet said {sheet}.',
          legend: {
            range: 'Likely range (8 times in 10)',
            median: 'Median',
            sheet: 'Figure in the original spreadsheet',
            loss: 'Below zero: a loss',
          },
        },
      },
    },
    {
      kind: 'section',
      eyebrow: 'Sound familiar?',
      title: 'What we hear when a big decision is on the table',
      intro:
        'Paraphrased from many first meetings with managing directors and finance managers, not quoted from anyone in particular.',
      body: [
        {
          kind: 'voices',
          tone: 'brand',
          items: [
            'We have three spreadsheets and three different answers, and each one belongs to a different manager.',
            'The business case says the new site pays for itself in three years. Nobody can tell me how sure that is.',
            'The board wants a recommendation by the end of the quarter, and half the inputs are guesses.',
            'We decided on the last expansion two years ago and never checked whether it did what we said it would.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we do',
      title: 'A model you can question and a memo you can sign',
      intro:
        'Four pieces of work, each one something you keep after we leave. None of them needs a data warehouse: most of the inputs come from finance, operations and the people who know the business.',
      body: [
        figure(OffersBeside, {
          items: [
            {
              icon: 'split',
              title: 'A scenario model',
              text: 'One model of the decision, built from your own figures: costs, volumes, prices, timing. Each uncertain input gets a low, a likely and a high value, agreed with the person who owns it, and the model runs every option thousands of times across those ranges.',
            },
            {
              icon: 'sliders',
              title: 'A sensitivity analysis',
              text: 'Which assumptions actually move the answer. Usually two or three inputs out of thirty decide it, and those are the ones worth another week of research, a pilot, or a clause in the contract.',
            },
            {
              icon: 'fileText',
              title: 'A decision memo',
              text: 'Four to six pages in plain language: the options, their ranges, what would have to be true for each one to win, and our recommendation, kept clearly apart from the facts.',
            },
            {
              icon: 'calendarCheck',
              title: 'A way to check later',
              text: 'A short list of the figures that will show early whether the decision is working, with dates to look at them, and a review six and twelve months on against what the model expected.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'From the question to the board meeting',
      intro:
        'Usually six to eight weeks from the first meeting to the memo, depending on the number of options and on how quickly the inputs arrive.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Frame the decision',
              meta: 'Week 1',
              text: 'We meet the people who will decide and agree on the options on the table, the deadline, and what “better” means here: cash, risk, time, or a balance of all three.',
            },
            {
              title: 'Gather the inputs',
              meta: 'Weeks 2–3',
              text: 'Figures from finance, operations and sales, plus the judgement of the people closest to each assumption, each one written down with its source and its range.',
            },
            {
              title: 'Model and test',
              meta: 'Weeks 3–6',
              text: 'We build the model, run the scenarios and the sensitivity analysis, and go through the first results with you before a word of the memo is written.',
            },
            {
              title: 'Memo, then review',
              meta: 'Weeks 6–8',
              text: 'We present the memo to management and hand over the model. Six and twelve months later we come back to compare what happened with what the model expected.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'An example',
      title: 'A second warehouse, or not yet?',
      intro:
        'A food distributor in the centre of the country, about 120 employees, deciding whether to build a warehouse in the south.',
      body: [
        {
          kind: 'facts',
          items: [
            {
              term: 'The question',
              detail:
                'The original business case showed the warehouse paying for itself in just under three years, based on a single growth forecast for customers in the south.',
            },
            {
              term: 'What we did',
              detail:
                'A scenario model with ranges for growth, construction cost, fuel and staffing, compared with expanding the current site and with leasing space from a logistics provider. Southern growth and the construction timeline turned out to decide almost everything.',
            },
            {
              term: 'The decision',
              detail:
                'Management leased space for 18 months, with a trigger written into the memo: build if southern volumes stay above an agreed level for two quarters in a row.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we measure',
      title: 'How we check our own ranges',
      intro:
        'A decision model is only as good as its ranges. These are the checks we run on our own work, from our project records.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '7 of 9',
              label: 'actual results inside our range',
              context:
                'decisions reviewed 12 months later, 2021–2024, against the 80% range we gave. With honest ranges, about 8 in 10 should land inside.',
            },
            {
              figure: '3',
              label: 'inputs that decided the answer',
              context:
                'median number, out of 20–40 inputs in each model. That is where the extra research went.',
            },
            {
              figure: '7 weeks',
              label: 'median time to the memo',
              context: 'from the first meeting, across 14 decision projects started in 2022–2025',
            },
            {
              figure: '4 of 14',
              label: 'projects where we advised waiting',
              context:
                'the best answer was to delay, test or lease first. We count those as results, not failures.',
            },
          ],
          note: 'Small numbers, stated as they are: we would rather show you 7 of 9 than a percentage that hides how few decisions stand behind it.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What managers ask before a decision project',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Will you tell us what to decide?',
              answer:
                'If you ask for a recommendation, you will get one, clearly separated from the analysis. The decision stays with management; our job is to make the trade-offs and the uncertainty visible.',
            },
            {
              question: 'Most of our inputs are guesses. Is a model still worth it?',
              answer:
                'That is when it helps most. Each guess becomes a range agreed with the person who knows it best, and the sensitivity analysis shows which guesses matter. Usually only a few do, and those are worth checking properly.',
            },
            {
              question: 'What do we get at the end?',
              answer:
                'The memo, the model itself (in Excel, or in Python with a simple Excel front end), a register of every assumption with its source, and the dates of the follow-up reviews.',
            },
            {
              question: 'Can you work to a board deadline?',
              answer:
                'Usually. Tell us the date at the first meeting. If it is too close for the full model, we will say so and agree what a shorter version can and cannot answer.',
            },
            {
              question: 'Who sees the figures?',
              answer:
                'Only the project team, under a confidentiality agreement. Decisions like these are often sensitive before they are announced, so we can work on your systems and keep names out of our working files.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'decisionMaking',
      title: 'A big decision coming up in the next few months?',
      text: 'Tell us what is on the table and by when. We will tell you honestly whether a model would help, or whether the answer is already clear.',
      action: 'Talk through a decision',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
