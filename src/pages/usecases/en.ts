import { figure, type PageDocument } from '../../content/page-document';
import { SuccessStories } from './SuccessStories';

/**
 * The Use cases page in English. The Hebrew document (`he.ts`) matches it block for block. One
 * story per service, in the order they are shown; clients are described by sector and size,
 * never named, and every headline states the measured result. The smart-inventory story is the
 * one the Home page tells in short: keep the two consistent. The phone number is never written
 * here: it comes from `src/config/site.ts`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'usecases',
      intro:
        'Eight projects from retail, manufacturing, wholesale, health care and utilities, one for each of our services. For each: the problem the client brought us, what we built, and the result we measured together against the client’s own baseline.',
      highlights: [
        'Every result measured against the client’s own baseline',
        'Clients described, never named',
        'How we measured, stated for each story',
      ],
    },
    figure(SuccessStories, {
      contents: {
        title: 'Stories on this page',
        note: 'Why no names? Our clients’ confidentiality comes first, so we describe them by sector and size. These are single projects: across all our work the median results are more modest, such as a 23% drop in stock-outs and a 31% shorter wait.',
      },
      labels: {
        challenge: 'The challenge',
        approach: 'What we did',
        result: 'The result',
        measured: 'How we measured:',
        serviceLink: 'More about {service}',
      },
      items: [
        {
          page: 'smartInventory',
          client: 'A food retail chain with about 60 stores',
          headline: 'Stock-outs down 27% in six months, without adding stock',
          challenge:
            'Store managers reordered by eye from a weekly report. Popular items ran out at weekends while slow sellers filled the storerooms.',
          approach:
            'A demand forecast for every item in every store, with reorder points recalculated each night from the day’s sales and fed into the ordering screen the chain already used.',
          result: 'Stock-outs fell by 27% within six months, while average stock stayed level.',
          measured:
            'item-store-days with an empty shelf at closing, across the chain, for the six months after go-live against the same months a year earlier.',
        },
        {
          page: 'queueManagement',
          client: 'A network of 14 medical clinics in central Israel',
          headline: 'Front-desk waits down from 21 to 14 minutes, with the same staff hours',
          challenge:
            'Shift rotas were copied from the year before. Sunday mornings and the days after holidays overflowed, while quiet afternoons had too many desks open.',
          approach:
            'A forecast of arrivals for each clinic, day and half-hour, built from three years of queue-system data, booked appointments and the holiday calendar, and a weekly shift plan that moves desk hours to where the patients will be.',
          result:
            'Within a quarter the median wait fell from 21 to 14 minutes, and the share of patients waiting more than half an hour from 24% to 9%, with total staff hours unchanged.',
          measured:
            'the queue system’s ticket times for the three months after launch against the same three months a year earlier.',
        },
        {
          page: 'procurement',
          client: 'A food manufacturer with two production plants',
          headline: 'Urgent raw-material purchases down 38% in the first year',
          challenge:
            'Buyers planned from experience and from what sales had promised. Shortages were covered by urgent purchases at premium prices, while other materials expired in the warehouse.',
          approach:
            'A 12-week demand forecast for about 120 raw materials, derived from the sales forecast and the production plan, and supplier scorecards on price, lead time and reliability. Buyers get a weekly order recommendation inside the ERP.',
          result:
            'Urgent purchases fell by 38% in the first year, write-offs of expired materials halved, and raw-material cost per tonne of output fell by 4%.',
          measured:
            'purchase orders flagged as urgent and warehouse write-offs in the ERP, for the twelve months after go-live against the twelve months before, with cost per tonne adjusted for supplier price changes.',
        },
        {
          page: 'qualityControl',
          client: 'A plastics manufacturer in the north with three injection-moulding lines',
          headline: 'Scrap cut from 4.1% to 2.6% of output in six months',
          challenge:
            'Scrap had hovered around 4.1% for a year, and nobody agreed whether the material, the moulds or the night shift was to blame. Sensor data was logged every second but only opened after a customer complaint.',
          approach:
            'We matched the sensor history to the defect records. Within three weeks the analysis pointed to the first hour after each material change on one line, when the mould temperature dipped. A warm-up check now follows every change, and drift alerts reach the shift lead with the chart attached.',
          result:
            'Scrap stood at 2.6% of output six months later. The warm-up check did most of the work; the alerts keep it there.',
          measured:
            'scrap as a share of output from the plant’s production records, counted the same way as before, for the six months after go-live against the six months before.',
        },
        {
          page: 'sales',
          client: 'A building-materials distributor with 25 field sales reps',
          headline: 'Quote win rate up from 24% to 31% in two quarters',
          challenge:
            'Reps chased every open quote with the same effort, and the quarterly revenue forecast missed by about 18%.',
          approach:
            'We analysed three years of quotes and invoices from the CRM to find what predicts a won deal, then built a weekly priority list for each rep and a quarterly forecast from the open deals, both inside the CRM the team already used.',
          result:
            'Within two quarters the share of quotes won rose from 24% to 31%, and the gap between forecast and actual quarterly revenue narrowed from 18% to 6%.',
          measured:
            'quotes won out of quotes issued, for the two quarters after launch against the same quarters a year earlier; forecast error as the gap between forecast and invoiced revenue.',
        },
        {
          page: 'customerInsights',
          client: 'An online home-goods retailer with about 200,000 active customers',
          headline: 'Churn among high-value customers down from 22% to 17%, on a smaller budget',
          challenge:
            'Every customer got the same discount coupons. Meanwhile the most valuable customers drifted away unnoticed until they stopped buying altogether.',
          approach:
            'Customer segments based on buying behaviour and lifetime value, and an early-churn score updated every week. The CRM team now sends offers only to valuable customers whose score shows they are at risk.',
          result:
            'Yearly churn among the most valuable fifth of customers fell from 22% to 17%, while retention spending fell by 30%.',
          measured:
            'against a randomly chosen control group of at-risk customers who kept receiving the old offers, over twelve months.',
        },
        {
          page: 'decisionMaking',
          client: 'A pharmacy chain with 45 branches',
          headline: 'Four branches closed instead of nine, and the region in profit within a year',
          challenge:
            'Nine branches in one region had lost money for two years. The board had a plan to close all nine, but no way to tell how many of their customers would move to a nearby branch and how many would go to competitors.',
          approach:
            'From two years of loyalty-card purchases we estimated, branch by branch, how much revenue would follow customers to a nearby branch. A scenario model compared closing all nine, none or some, with the uncertainty of each estimate stated, and we worked through it with management in two workshops.',
          result:
            'Management closed four branches and refurbished two. The chain kept 81% of the closed branches’ loyalty-card revenue, within the range the model had predicted, and the region moved from a loss to a profit within a year.',
          measured:
            'the region’s operating profit from the chain’s management accounts, for the year after the closures against the year before; revenue kept, from the loyalty cards of the closed branches’ regular customers.',
        },
        {
          page: 'customSolutions',
          client: 'A regional water utility serving about 150,000 residents',
          headline: 'Water lost in the network down from 19% to 14% in a year',
          challenge:
            'About a fifth of the water the utility bought was never billed. Maintenance crews searched for leaks street by street, with no way of knowing where to start.',
          approach:
            'A data pipeline joining smart-meter readings, pipe records and repair history; a model that ranks the network’s zones by likely leakage every week; and a map-based dashboard the crews open on their phones.',
          result:
            'Within a year water lost in the network fell from 19% to 14% of supply, and crews found twice as many leaks per day of searching.',
          measured:
            'the utility’s water balance, water supplied against water billed, for the twelve months after launch against the twelve months before.',
        },
      ],
    }),
    {
      kind: 'callToAction',
      title: 'Recognise your own challenge in one of these stories?',
      text: 'Tell us about it. An analyst, not a salesperson, replies within one business day.',
      action: 'Talk to an analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
