import { figure, type PageDocument } from '../../../content/page-document';
import { RuledNotes } from './RuledNotes';
import { StackedOffers } from './StackedOffers';

/**
 * The quality control page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The control chart's data lives in `src/charts/illustrations/QualityControlIllustration.tsx`;
 * `{drift}`, `{breach}` and `{lead}` in the chart's texts are filled from it, and the “5 hours”
 * and “4.1% → 2.6%” figures describe the same story, so change them together.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'qualityControl',
      intro:
        'A line that drifts for a whole shift before anyone notices. A defect found in your customer’s incoming inspection instead of yours. We connect the sensor data and inspection records you already collect to control charts, capability figures and alerts, tuned with your operators so they never learn to ignore them.',
      actions: [
        { page: 'contact', label: 'Talk to a quality analyst' },
        { page: 'usecases', label: 'See success stories' },
      ],
      highlights: [
        'Starts from the data your lines already log',
        'Alerts tuned with the people on the floor',
        'Records your auditors can follow',
      ],
      illustration: {
        id: 'qualityControl',
        texts: {
          title: 'Control chart of hourly average wall thickness on one moulding line',
          caption:
            'Hourly average wall thickness on one injection-moulding line, in mm (illustrative data). The run rule flags the drift at hour {drift}; a control limit alone would have waited until hour {breach}.',
          summary:
            'Centre line {centre} mm, control limits {lower} and {upper} mm. From hour {start} every sample sits above the centre line; the run rule flags it at hour {drift}, and the sample at hour {breach} ({breachValue} mm) crosses the upper limit, {lead} hours later.',
          hours: 'Hour',
          driftLabel: 'Drift flagged',
          breachLabel: 'Limit crossed',
          legend: {
            sample: 'Hourly average',
            run: 'Run of 7 above the centre line',
            breach: 'Beyond the control limit',
          },
        },
      },
    },
    {
      kind: 'section',
      eyebrow: 'Sound familiar?',
      title: 'What plant managers tell us on the first visit',
      intro:
        'In our words, gathered from many first visits to production floors; not quotes from any one plant.',
      body: [
        figure(RuledNotes, {
          items: [
            'We log temperature, pressure and cycle time every second, and nobody looks at it unless a customer complains.',
            'The control charts are on the wall. Someone prints them once a month.',
            'The alarm goes off so often that the operators silence it at the start of the shift.',
            'Scrap is at 4%, and nobody agrees whether it is the material, the moulds or the night shift.',
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we do',
      title: 'From sensor logs to decisions on the line',
      intro:
        'Statistical process control is decades old and still the best tool for the job. What usually fails is the plumbing and the tuning, so that is where we spend our time.',
      body: [
        figure(StackedOffers, {
          items: [
            {
              icon: 'activity',
              title: 'Live control charts (SPC)',
              text: 'X-bar and R charts, or individuals charts, for the characteristics that matter, fed straight from the line’s PLC or the measuring station, with the run rules that fit each process rather than every rule at once.',
            },
            {
              icon: 'gauge',
              title: 'Process capability (Cpk)',
              text: 'For each product on each line, how comfortably the process fits inside the specification: which jobs can run with light supervision, and which need a tighter setup or a different machine.',
            },
            {
              icon: 'chartColumn',
              title: 'First-pass yield and defect Pareto',
              text: 'Where units fail, ranked by what they cost you, and how that changes by shift, mould, material batch and supplier. The few causes behind most of the scrap, on one page.',
            },
            {
              icon: 'bellRing',
              title: 'Alerts people trust',
              text: 'Alerts only on the signals that came before real defects in your own history, sent to the shift lead with the chart attached. We count how many turn out false and retune until operators stop silencing them.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'What we measure',
      title: 'The numbers we report to the plant manager',
      intro:
        'Agreed with you before we start and measured from your own records: scrap, yield, how early a problem is seen, and how much of the alerting is noise.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '38%',
              label: 'median drop in scrap rate',
              context:
                'across 7 manufacturing projects in 2021–2025, the 6 months after go-live against the 6 months before',
            },
            {
              figure: '+3 pts',
              label: 'median rise in first-pass yield',
              context: 'percentage points, in the same 7 projects, at end-of-line inspection',
            },
            {
              figure: '5 hours',
              label: 'earlier warning, median',
              context:
                'how much sooner the run rules flagged a drift than a limit breach would have, replayed on each client’s previous year of data',
            },
            {
              figure: '1 in 5',
              label: 'false alerts, at most',
              context:
                'our target after tuning, checked monthly with the shift leads. At the first tuning it is usually closer to 1 in 2.',
            },
          ],
          note: 'Scrap and yield depend on the product mix as well as on us, so we compare like with like: the same products, measured the same way.',
        },
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'An example',
      title: 'Three lines and one stubborn scrap rate',
      intro:
        'A plastics manufacturer in the north with three injection-moulding lines, making housings for appliance makers.',
      body: [
        {
          kind: 'facts',
          items: [
            {
              term: 'The starting point',
              detail:
                'Scrap had hovered around 4.1% for a year. Sensor data was logged every second but only opened after a customer complaint.',
            },
            {
              term: 'What we found',
              detail:
                'Most short shots on line 2 came in the first hour after a material change, when the mould temperature dipped. The defect Pareto pointed there within three weeks.',
            },
            {
              term: 'The result',
              detail:
                'Scrap at 2.6% six months later, measured the same way as before. A warm-up check after each material change did most of the work; the alerts keep it there.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'One line first, then the plant',
      intro:
        'A pilot on the line that costs most, so the method is proven on your floor before it is rolled out.',
      body: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Walk the line',
              meta: 'Week 1',
              text: 'A day on the floor with the quality engineer and the shift leads: where each measurement is taken, where defects are found, and which one or two characteristics cost the most.',
            },
            {
              title: 'Connect and look back',
              meta: 'Weeks 2–4',
              text: 'We read the PLC, SCADA or historian data and the inspection records, line them up by time and batch, and replay last year: what the charts would have shown, and when.',
            },
            {
              title: 'Pilot on one line',
              meta: 'Weeks 5–10',
              text: 'Live charts and alerts on one line, tuned every week with the operators. Each alert gets a one-word answer from the shift: real, false, or already known.',
            },
            {
              title: 'Roll out and hand over',
              meta: 'From week 11',
              text: 'The other lines, the capability and Pareto reports, and training for your quality team, so they can add a characteristic or change a rule without calling us.',
            },
          ],
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What quality managers ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'Our machines are old. Can you still get data from them?',
              answer:
                'Usually. Many older machines expose data through the PLC even without a network port on the panel. Where they don’t, a small edge device or the measuring station’s own export does the job. We check this on the first visit.',
            },
            {
              question: 'Do you replace our quality system or MES?',
              answer:
                'No. We read from it and add the analysis it lacks. The charts and alerts can appear in your MES screens, in a browser on the shop floor, or in Power BI.',
            },
            {
              question: 'Will this help with ISO 9001 or customer audits?',
              answer:
                'It helps you show the evidence: capability studies, control charts, and a record of how each signal was handled. The certification itself stays between you and your auditor.',
            },
            {
              question: 'What if our inspection records are on paper?',
              answer:
                'Then we start there. Inspection sheets can move to a simple tablet form within a week, and about three months of clean records are enough to set the first control limits.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'qualityControl',
      title: 'Is scrap eating into your margin?',
      text: 'Tell us about the line and what you already measure. A quality analyst will get back to you within one business day.',
      action: 'Talk to a quality analyst',
      phoneLead: 'Prefer to talk? Call us on',
    },
  ],
} satisfies PageDocument;
