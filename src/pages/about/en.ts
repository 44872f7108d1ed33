import { figure, type PageDocument } from '../../content/page-document';
import { OfferTiles } from './OfferTiles';
import { Office } from './Office';
import { storyBesideFigures } from './about.splits';

/**
 * The About page in English. The Hebrew document (`he.ts`) matches it block for block. `{year}`
 * is the founding year; the address, office hours, phone and e-mail addresses are never written
 * here: all come from `src/config/site.ts`. The data-protection section states practices, not
 * certificates: the company is not ISO 27001 certified and must not say so.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'about',
      decoration: 'dashboard',
      intro:
        'Kavana Analytics has helped Israeli businesses decide with evidence since {year}. We are a Tel Aviv team of analysts, data engineers and statisticians who work beside your people until the numbers change how the business runs, and then hand over everything we built.',
      actions: [
        { page: 'contact', label: 'Talk to an analyst' },
        { page: 'usecases', label: 'See success stories' },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Who we are',
      title: 'A small team that stays until it works',
      body: [
        storyBesideFigures(
          [
            'We founded Kavana Analytics in Tel Aviv in {year}, after years of watching good data sit unused in reports nobody read. Kavana is Hebrew for intention: every project starts from what a business intends to change, not from whatever data it happens to have.',
            'Today we are a team of analysts, data engineers and statisticians. Each project is run by the same small team from the first meeting to hand-over: an analyst who leads it and a data engineer, joined by a statistician when the question calls for one.',
            'We sell no software licences and take no commission from vendors, so what we recommend is never tied to a product. Most of our clients are retailers, manufacturers, logistics companies and service providers, and we work with them in Hebrew or in English.',
          ],
          [
            {
              figure: '{year}',
              label: 'founded in Tel Aviv',
              context: 'independent ever since, with no software to sell',
            },
            {
              figure: '140+',
              label: 'projects delivered',
              context: 'for retailers, manufacturers, logistics companies and service providers',
            },
            {
              figure: '9 weeks',
              label: 'median time to a first result in use',
              context: 'from the first meeting, for projects started in 2023–2025',
            },
            {
              figure: '3',
              label: 'disciplines in every team',
              context: 'business analysis, data engineering and statistics, under one roof',
            },
          ],
        ),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'Our approach',
      title: 'How we work with you',
      intro: 'Four habits that hold for every project, whatever its size.',
      body: [
        figure(OfferTiles, {
          items: [
            {
              icon: 'target',
              title: 'We start from a decision',
              text: 'Before we touch any data, we agree with the people who decide what they need to know, and what a good result would be worth in numbers.',
            },
            {
              icon: 'flask',
              title: 'We prove it on your data first',
              text: 'A short first stage on a slice of your real data, with its accuracy stated plainly, so you can judge the result before you invest more.',
            },
            {
              icon: 'plug',
              title: 'We build into the tools you use',
              text: 'Forecasts and dashboards live where your teams already work: the ERP, Excel, Power BI or the CRM. No new system to learn unless it pays for itself.',
            },
            {
              icon: 'handshake',
              title: 'We leave you independent',
              text: 'At the end you own the code, the documentation and the know-how. Many clients come back to us with the next question; none of them has to.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we stand for',
      title: 'What you can hold us to',
      body: [
        figure(OfferTiles, {
          items: [
            {
              icon: 'scale',
              title: 'Honest numbers',
              text: 'We report accuracy and uncertainty as they are, publish medians rather than best cases, and tell you when your data cannot answer the question.',
            },
            {
              icon: 'receipt',
              title: 'A fixed price for every stage',
              text: 'Scope and price are agreed before each stage starts, and you decide after each one whether to go on. No hourly meter running in the background.',
            },
            {
              icon: 'messageSquare',
              title: 'Plain language',
              text: 'Reports your managers can read without a glossary, in Hebrew or English. A model nobody can explain does not get used, so we explain ours.',
            },
            {
              icon: 'compass',
              title: 'Advice with no strings',
              text: 'We earn nothing from the software you buy. If a spreadsheet does the job better than a platform, we will say so.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      id: 'data',
      eyebrow: 'Data protection',
      title: 'How we handle your data',
      intro:
        'Your data is the most sensitive thing you share with us. These rules apply to every project, and they are written into our agreement with you.',
      body: [
        figure(OfferTiles, {
          items: [
            {
              icon: 'server',
              title: 'It stays in your environment',
              text: 'Wherever possible we work inside your cloud account or on your servers, with user accounts you create for us and can close at any time. When data must leave your systems, it goes to a separate, encrypted workspace used for your project alone.',
            },
            {
              icon: 'keyRound',
              title: 'Least-privilege access',
              text: 'Only the people named on your project get access: read-only unless writing is needed, and only to the tables the question requires. Names, ID numbers and contact details are removed or pseudonymised before analysis whenever the question allows.',
            },
            {
              icon: 'lock',
              title: 'Encrypted in transit and at rest',
              text: 'Every transfer is encrypted, and so are the disks and storage that hold your data. Our accounts require multi-factor sign-in, and our laptops are company-managed with full-disk encryption.',
            },
            {
              icon: 'fileSignature',
              title: 'An NDA first, deletion at the end',
              text: 'A confidentiality agreement is signed before you share any data, and each of our people is bound by a personal one. Within 30 days of hand-over we delete our working copies, close our access and confirm both to you in writing.',
            },
            {
              icon: 'landmark',
              title: 'Israeli privacy law',
              text: 'We work under the Protection of Privacy Law, 1981 and its Data Security Regulations, including Amendment 13, in force since August 2025. You remain the controller of your databases; we act as a holder on your behalf under a written data-processing agreement, and report any security incident to you without delay.',
            },
            {
              icon: 'shieldCheck',
              title: 'Practices aligned with ISO 27001',
              text: 'Our security policies, risk assessments, access reviews and incident response follow the ISO/IEC 27001 framework. We are not certified; if your procurement requires it, send us your security questionnaire and we will answer it in full.',
            },
          ],
        }),
        {
          kind: 'prose',
          style: 'muted',
          paragraphs: ['Questions about privacy or security? Write to {privacyEmail}'],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Visit us',
      title: 'Where to find us',
      body: [
        figure(Office, {
          addressLabel: 'Our office',
          hoursLabel: 'Office hours',
          text: 'A short walk from Tel Aviv HaShalom railway station. Most first meetings take place at your offices or by video call, and you are welcome at ours by appointment.',
          action: { page: 'contact', label: 'All the ways to reach us' },
        }),
      ],
    },
    {
      kind: 'callToAction',
      title: 'Want to know what your data could tell you?',
      text: 'Start with a 30-minute call with an analyst. No preparation needed, and no obligation.',
      action: 'Talk to an analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
