import { figure, type PageDocument } from '../../../content/page-document';
import { NumberedSteps } from './NumberedSteps';
import { Symptoms } from './Symptoms';
import { storySection } from './story.content';

/**
 * The smart inventory page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The success story, which the home page tells in brief, is in `story.content.ts`. The chart's
 * data and ordering rules live in `src/charts/illustrations/SmartInventoryIllustration.tsx`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'smartInventory',
      intro:
        'We calculate a reorder point and a safety stock for every item in every store, from that item’s own sales and its supplier’s real lead times, and recalculate them every night. Stock moves to where it sells, and the shelves are full on the Friday before the holiday.',
      actions: [
        { page: 'contact', label: 'Talk to an analyst' },
        { page: 'usecases', label: 'Read the success story' },
      ],
      highlights: [
        'Per item, per store, every night',
        'Fresh and perishable items included',
        'Works with your ERP and point-of-sale data',
      ],
    },
    {
      kind: 'section',
      eyebrow: 'The problem',
      title: 'Empty shelves and full storerooms, in the same chain',
      intro:
        'What store and category managers tell us, paraphrased from many first meetings. The two complaints sound opposite. They usually have one cause.',
      body: [
        figure(Symptoms, {
          groups: [
            {
              icon: 'packageX',
              title: 'Empty shelves',
              items: [
                'By Thursday afternoon the hummus and the challah are gone, and the next truck comes on Sunday.',
                'Before Rosh Hashanah we ran out of honey in half the stores and had pallets of it in the other half.',
              ],
            },
            {
              icon: 'packageOpen',
              title: 'Full storerooms',
              items: [
                'We throw away dairy every week, and still run out of the popular yoghurts.',
                'There is stock in the back that nobody has sold in three months, and the system keeps reordering it.',
              ],
            },
          ],
          causeLabel: 'The usual cause',
          cause:
            'Reorder points set once per category at head office, and left alone while demand moved from store to store, season to season.',
        }),
      ],
    },
    storySection('en', 'full'),
    {
      kind: 'section',
      eyebrow: 'What we calculate',
      title: 'Six things we work out for every item',
      intro:
        'None of them is new to a supply-chain manager. What changes is that each is worked out per item and per store, from your own data, and kept up to date.',
      body: [
        figure(NumberedSteps, {
          items: [
            {
              title: 'A service level per item class',
              text: 'How often a shelf may be empty is a business decision. Bread and milk might get 98%, a niche sauce 90%. We set the classes with you and show what each level costs in stock.',
            },
            {
              title: 'Safety stock',
              text: 'The buffer against uncertain demand and late deliveries, worked out from each item’s own forecast error and each supplier’s actual lead times, rather than a flat “two weeks’ cover”.',
            },
            {
              title: 'A reorder point per item and store',
              text: 'Expected sales until the next delivery arrives, plus the safety stock. Recalculated every night, so a store whose sales rise gets more before it runs out, not after.',
            },
            {
              title: 'Slow movers',
              text: 'Items that sell a few units a month need a different model and a lower stock target. They also get a list for the category manager: keep, move to fewer stores, or delist.',
            },
            {
              title: 'Perishables',
              text: 'For items with a shelf life of days, the cost of throwing stock away is weighed against the cost of an empty shelf, and orders are capped by what can be sold before the date.',
            },
            {
              title: 'Fridays and holidays',
              text: 'The Friday before a holiday, the week before Passover, the start of the school year: learned from past years and placed by the Hebrew calendar, so the peak moves when the holiday does.',
            },
          ],
        }),
        {
          kind: 'link',
          page: 'procurement',
          text: 'Buying from suppliers is the other half of the story.',
          label: 'Smart procurement',
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'An example',
      title: 'The same item, the same store, two ordering rules',
      intro:
        'Four weeks of one chilled item with a holiday eve on the third Friday. The fixed rule is the kind most chains start from; the nightly rule is what we put in its place.',
      body: [
        {
          kind: 'chart',
          chart: {
            id: 'smartInventory',
            texts: {
              title: 'Stock of one item in one store over four weeks, under two ordering rules',
              caption:
                'Made-up data for one fast-moving item in one store closed on Saturdays, with deliveries on Sunday, Tuesday and Thursday and a holiday eve on the third Friday. Under the fixed rule the item runs out on the holiday eve itself and {lost} sales are lost; under the nightly rule the shelf never empties, with {stockChange} less stock on average.',
              stockAxis: 'Units in store',
              friday: 'Fri',
              holidayEve: 'Holiday eve',
              emptyShelf: 'Empty shelf (fixed rule)',
              legendFixed: 'Fixed reorder point',
              legendNightly: 'Reorder point recalculated nightly',
              legendSafety: 'Safety stock (nightly rule)',
              legendHoliday: 'Holiday eve',
              describe:
                'Fixed reorder point: about {fixedAverage} units in store on average; the item runs out on the holiday eve and {lost} sales are lost. Reorder point recalculated nightly: about {nightlyAverage} units on average, and the shelf never empties.',
            },
          },
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'One category first, then store by store',
      intro:
        'You see the effect in your own stores, against comparable stores, before the rest of the chain changes how it orders.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Data and baseline',
              meta: 'Weeks 1–3',
              text: 'Two years of daily sales per item and store, deliveries, stock counts and supplier lead times from your ERP. We measure today’s stock-outs, stock cover and waste, so there is a baseline to beat.',
            },
            {
              title: 'Pilot category',
              meta: 'Weeks 4–9',
              text: 'One category in five to ten stores, against similar stores that keep ordering as before. Stock-outs, stock and waste compared every week.',
            },
            {
              title: 'Into the ordering system',
              meta: 'Weeks 10–16',
              text: 'Nightly reorder points written back to the ERP or the ordering screen, with the reason for every change, so the buyers can question it.',
            },
            {
              title: 'Roll-out and review',
              meta: 'From month 4',
              text: 'Category by category, store by store. A monthly review with the supply team of what the model got wrong, and why.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we measure',
      title: 'Availability and stock, measured together',
      intro:
        'Fewer stock-outs bought with much more stock is not a result. We report both, with waste for perishables, against the same weeks before the project.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '27%',
              label: 'fewer stock-outs at the 60-store chain',
              context:
                'item-store-days with an empty shelf at closing, six months after go-live against the same months a year earlier; average stock stayed level',
            },
            {
              figure: '23%',
              label: 'median drop in stock-outs',
              context:
                'across 18 smart-inventory projects in 2021–2025, over the six months after go-live',
            },
            {
              figure: '−4%',
              label: 'median change in average stock',
              context:
                'across the same 18 projects. In three of them stock went up, because the agreed service levels had been set too low',
            },
            {
              figure: '12%',
              label: 'median drop in fresh-food waste',
              context:
                'in the 7 of those projects that covered perishables, measured as the cost of stock written off',
            },
          ],
          note: 'Medians, not our best cases. Stock-outs are counted from your own sales and stock records, the same way before and after.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What supply-chain managers ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Our stock records are not accurate. Does that break the model?',
              answer:
                'It weakens it, so we measure it first. Phantom stock, where the system says twelve and the shelf has none, shows up as a run of zero sales for an item that normally sells. We flag those stores and items for a count, and fixing them is often a quick win on its own.',
            },
            {
              question: 'Who decides the order: the model or the buyer?',
              answer:
                'The buyer. The model proposes a reorder point and a quantity, with the reason for any change. Buyers can override it, and we track the overrides so that both the model and the rules improve.',
            },
            {
              question: 'What about promotions?',
              answer:
                'Promotions go into the forecast as known events, learned from past promotions of the same or similar items. What no model can see is a promotion nobody told the system about, so we agree a simple way to register them.',
            },
            {
              question: 'Do you plan the central warehouse as well as the stores?',
              answer:
                'Yes. With a central warehouse, we set its stock to serve the stores’ reorder points, so both levels are planned together instead of each one protecting itself with extra stock.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'smartInventory',
      title: 'Which items ran out last Friday?',
      text: 'Pick one category and a handful of stores. We will measure your stock-outs and stock cover today, and show what nightly reorder points would have changed, at a fixed price.',
      action: 'Talk to an analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
