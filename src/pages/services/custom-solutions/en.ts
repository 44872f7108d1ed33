import { figure, type PageDocument } from '../../../content/page-document';
import { Badges } from './Badges';
import { Phases } from './Phases';
import { quotesBesideCaution } from './custom-solutions.splits';

/**
 * The custom solutions page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The company's e-mail address and phone number come from `src/config/site.ts`, never from
 * here.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'customSolutions',
      intro:
        'Some questions do not fit a package: a production line with its own sensors, a pricing rule only your industry has, three systems that were never meant to talk to each other. We scope the question, audit the data, build the pipeline, the model and the dashboard, and hand all of it over to your team.',
      actions: [{ page: 'contact', label: 'Describe your question' }],
      highlights: [
        'The code and the data stay yours',
        'A fixed price for every stage',
        'Training for the people who will run it',
      ],
      illustration: {
        id: 'customSolutions',
        texts: {
          label:
            'What we build, inside your own environment: data from your ERP, CRM, spreadsheets and other systems flows through a tested pipeline into a model, and from the model into a dashboard and alerts.',
          environment: 'Your environment, your code',
          pipeline: 'Data pipeline',
          model: 'Model',
          dashboard: 'Dashboard and alerts',
        },
      },
    },
    {
      kind: 'section',
      eyebrow: 'When it makes sense',
      title: 'You have the data. Nothing off the shelf uses it.',
      intro:
        'What we hear before a custom project, paraphrased from many first calls rather than quoted from anyone.',
      body: [
        quotesBesideCaution(
          [
            'We tried two tools. Neither of them understood how our data is structured.',
            'Our analyst built it in Excel, and now she is the only one who can run it.',
            'We have years of data. We just don’t know whether it can answer this question.',
            'The vendor’s dashboard looks great, but nobody can tell us how the numbers are calculated.',
          ],
          {
            title: 'When we will tell you not to build',
            text: 'If a package already does most of what you need, building your own is rarely worth it. We will say so in the first conversation, and help you choose and set up the package instead.',
          },
        ),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'Four stages, each with something you can keep',
      intro:
        'Each stage ends with a deliverable and a decision. You can stop after any of them and keep what was delivered.',
      body: [
        figure(Phases, {
          deliverableLabel: 'You receive',
          items: [
            {
              title: 'Discovery',
              meta: '2–3 weeks',
              text: 'We interview the people who will use the result and the people who own the data, and write down the decision it should support, who acts on it and how success will be measured.',
              deliverable:
                'A short brief: scope, success measure and a fixed price for the next stage.',
            },
            {
              title: 'Data audit',
              meta: '2–4 weeks',
              text: 'We connect to each source with read-only access, measure completeness, consistency and how far back the history goes, and test whether the data can answer the question at all.',
              deliverable:
                'An audit report: what can be trusted, what has to be fixed, and a recommendation to go on or stop.',
            },
            {
              title: 'Pipeline, model and dashboard',
              meta: '6–12 weeks',
              text: 'An automated, tested pipeline in your environment; a model whose accuracy is measured on data it has not seen; and a dashboard or alert in the tool your team opens every day. We review progress with you every two weeks.',
              deliverable: 'A working system, running on your infrastructure, on your real data.',
            },
            {
              title: 'Handover and training',
              meta: '2–4 weeks',
              text: 'Documentation, a runbook for when something breaks, training for the people who will use it and for those who will maintain it, then three months in which we stay on call.',
              deliverable: 'A team of yours that runs the system without us.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'Ownership',
      title: 'What is yours when we leave',
      intro:
        'Everything we build for you. It is written into the contract before the first stage starts.',
      body: [
        {
          kind: 'facts',
          items: [
            {
              term: 'The code',
              detail:
                'In your Git repository from the first commit, with tests and a readme. Built on widely used open tools, with no proprietary runtime and no licence fee to us.',
            },
            {
              term: 'The data',
              detail:
                'It stays in your cloud account or on your servers. We work with read-only access wherever we can, and delete our working copies when the project ends.',
            },
            {
              term: 'The know-how',
              detail:
                'Documentation, a runbook, recorded training sessions, and the model’s assumptions written down in plain language, so the next analyst can pick it up.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we measure',
      title: 'Success is defined in discovery, in numbers',
      intro:
        'Every custom project measures something different, so the measure is agreed before the build starts, with a baseline taken from how things work today. Measures from recent projects:',
      body: [
        figure(Badges, {
          icon: 'ruler',
          items: [
            'Hours of manual reporting removed each month',
            'Forecast error against the method it replaced',
            'Time from an event on the line to an alert on a phone',
            'Share of the intended users who open the tool each week',
          ],
          note: 'We always measure use as well as accuracy: a model nobody opens has not worked, however accurate it is.',
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What technical and business owners ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Which technologies do you use?',
              answer:
                'Widely used ones your team can hire for: Python and SQL, dbt for transformations, Airflow or your cloud’s own scheduler, and Power BI, Looker Studio or Metabase for dashboards. If you already have a stack, we build on it.',
            },
            {
              question: 'Who owns the intellectual property?',
              answer:
                'You do: the code, the models, the documentation and the data. We keep only our general know-how and any open-source tools that were ours before the project, and the contract lists them.',
            },
            {
              question: 'What if the audit shows the data cannot answer the question?',
              answer:
                'Then we stop, and you have paid for discovery and the audit only. The report says which data would be needed, and that is often useful in itself.',
            },
            {
              question: 'Can our own people take part in the build?',
              answer:
                'We would like that. Working alongside your analysts or developers during the build is the best training there is, and it shortens the handover.',
            },
            {
              question: 'What happens after the three months of support?',
              answer:
                'Most clients run the system on their own. Some keep a small monthly agreement for model reviews and changes; it is optional and can be cancelled from month to month.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'customSolutions',
      title: 'Have a question no package answers?',
      text: 'Describe it in a few lines. We will tell you honestly whether it needs a custom build and, if it does, what discovery would cost.',
      action: 'Describe your question',
      emailLead: 'Or write to us at',
      phoneLead: 'or call',
    },
  ],
} satisfies PageDocument;
