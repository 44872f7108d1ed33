import { figure, type PageDocument } from '../../../content/page-document';
import { Contrasts } from './Contrasts';
import { RaisedOffers } from './RaisedOffers';
import { inputsBesideChart, timelineBesideNeeds } from './queue-management.splits';

/**
 * The queue management page in English. The Hebrew document (`he.ts`) matches it block for block.
 * The chart's arrivals and its staffing rule live in
 * `src/charts/illustrations/QueueManagementIllustration.tsx`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'queueManagement',
      intro:
        'We forecast how many people will come through the door, hour by hour and weekday by weekday, and work out how many counters each hour needs to meet your waiting-time target. Then we help you move shifts and appointment slots to where the queue really is.',
      actions: [{ page: 'contact', label: 'Talk to an analyst' }],
      highlights: [
        'Bank branches, clinics and public service centres',
        'Built from your ticketing system’s own records',
        'Measured in minutes of waiting',
      ],
    },
    {
      kind: 'section',
      eyebrow: 'The problem',
      title: 'What managers tell us, and what their data usually shows',
      intro:
        'The first sentence in each pair is paraphrased from many first meetings. The second is what we most often find once we read the ticket data.',
      body: [
        figure(Contrasts, {
          saidLabel: 'What we hear',
          shownLabel: 'What the data usually shows',
          items: [
            {
              said: '“We’re short-staffed.”',
              shown:
                'The total staff hours are often enough. They are in the wrong hours: two counters short on Sunday at ten, two idle on Wednesday at three.',
            },
            {
              said: '“People come whenever they like. You can’t plan for it.”',
              shown:
                'Arrivals by hour and weekday repeat closely from week to week. Even the exceptions, such as the first of the month, holiday eves and the end of a school term, come back every year.',
            },
            {
              said: '“We introduced appointments and the walk-in queue is still there.”',
              shown:
                'Appointment slots are spread evenly across the day, so they compete with the walk-in peak instead of filling the quiet hours around it.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we do',
      title: 'How many counters does each hour need?',
      intro:
        'Three inputs decide it: how many people arrive, how long each visit takes and how long you are willing to let them wait. The Erlang C formula, first worked out for telephone exchanges, turns the three into a number of counters for every hour.',
      body: [
        inputsBesideChart(
          {
            arrivals: {
              term: 'Arrivals per hour',
              detail:
                'Forecast for each hour of each weekday from one to two years of ticket data, with holidays, paydays and school holidays built in.',
            },
            visitTime: {
              term: 'Time per visit',
              detail:
                'Measured per service type from the ticket’s call and close times. A mortgage question and a cheque deposit are not the same visit.',
            },
            target: {
              term: 'Your service-level target',
              detail:
                'Yours to set, for example 80% of visitors called within 10 minutes. We show what each target would cost in staff hours before you choose.',
            },
          },
          {
            title: 'Visitors per hour on a Sunday, and the counters needed to meet the target',
            caption:
              'Made-up data for a mid-sized service centre on an ordinary Sunday. Counters needed: the fewest that call 80% of visitors within 10 minutes, from an Erlang C calculation with an average visit of 12 minutes. Over the day, {needed} counter-hours are needed and {open} are open: enough staff, in the wrong hours.',
            hoursLabel: 'Hour starting',
            openRow: 'Counters open today',
            neededRow: 'Counters needed',
            legendAppointments: 'Appointments',
            legendWalkIns: 'Walk-ins',
            legendShort: 'Fewer open than needed',
            describeHour:
              '{hour}:00, {walkIns} walk-ins and {appointments} appointments; {open} counters open, {needed} needed.',
          },
        ),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Where it works',
      title: 'Three kinds of queue, three different mixes',
      intro:
        'The maths is the same everywhere. What changes is the share of visitors who book ahead, and what can be moved.',
      body: [
        figure(RaisedOffers, {
          items: [
            {
              icon: 'landmark',
              title: 'Bank branches',
              text: 'Walk-ins still dominate, with sharp peaks on Sunday mornings, the first days of the month and before holidays. Appointments suit mortgages and investments; the aim is to place them in the hours around the walk-in peak.',
            },
            {
              icon: 'stethoscope',
              title: 'Clinics',
              text: 'Mostly booked, but late arrivals, walk-ins for blood tests and prescriptions, and visits that overrun stack up by late morning. We size the slots to the real length of each visit type and keep room for the walk-ins.',
            },
            {
              icon: 'building',
              title: 'Public service centres',
              text: 'Licensing, documents, municipal services: a mix of booked and unbooked visitors, with seasonal peaks such as passports before the summer. Targets are often set by regulation, so the plan has to show it can meet them.',
            },
          ],
        }),
      ],
    },
    {
      kind: 'section',
      eyebrow: 'How an engagement runs',
      title: 'Three to four months from ticket data to a measured pilot',
      body: [
        timelineBesideNeeds(
          [
            {
              title: 'Read the ticket data',
              meta: 'Weeks 1–2',
              text: 'Twelve to twenty-four months from your queue or appointment system: ticket time, call time, close time, service type and counter. We check it against the rotas, because tickets never record the counter that sat closed.',
            },
            {
              title: 'Forecast arrivals',
              meta: 'Weeks 2–4',
              text: 'Per branch, per weekday and per hour, with the calendar effects that matter to you. We show how close the forecast would have come last year before you rely on it.',
            },
            {
              title: 'Design the rota and the slots',
              meta: 'Weeks 4–6',
              text: 'Shift templates that meet the target with the staff you have, and where to open appointment slots. Agreed with the branch managers, who know what the data does not, such as who can handle which requests.',
            },
            {
              title: 'Pilot and measure',
              meta: 'Weeks 6–14',
              text: 'Two or three branches first, compared with similar branches that keep the old rota. The roll-out goes ahead only if waiting times drop.',
            },
          ],
          {
            title: 'What we need from you',
            checklist: [
              'An export from your queue or appointment system, or read-only access to it',
              'Staff rotas for the same period',
              'One contact in each pilot branch, about two hours a week',
              'Your service-level target, or an hour to agree one with us',
            ],
          },
        ),
      ],
    },
    {
      kind: 'section',
      tone: 'panel',
      eyebrow: 'What we measure',
      title: 'Waiting time, measured the way your visitors feel it',
      intro:
        'From ticket to call, from your own system, for the same weeks a year apart wherever we can. We report the median and the 90th percentile, the share of visitors called within target, tickets abandoned before being called, and staff hours.',
      body: [
        {
          kind: 'stats',
          items: [
            {
              figure: '31%',
              label: 'shorter median wait',
              context:
                'across 11 queue-management projects at branches, clinics and service centres, 2022–2025',
            },
            {
              figure: '8 of 11',
              label: 'met their target with no extra staff hours',
              context:
                'in the other three, the plan showed the target could not be met with the current staff, and we said so',
            },
            {
              figure: '7%',
              label: 'median error in daily visitor forecasts',
              context:
                'per branch per day, in the eight weeks after go-live; hour by hour the error is larger, around 15–20%',
            },
            {
              figure: '80/10',
              label: 'the target clients choose most often',
              context:
                '80% of visitors called within 10 minutes. A starting point, not a rule: some services need a tighter target, some can wait longer',
            },
          ],
          note: 'Medians across projects, not our best cases. Shorter waits come from both better rotas and changes the client made, such as moving appointment slots; we do not try to split the credit.',
        },
      ],
    },
    {
      kind: 'section',
      eyebrow: 'Questions',
      title: 'What operations managers ask us',
      body: [
        {
          kind: 'faq',
          items: [
            {
              question: 'We don’t have a ticketing system. Can you still help?',
              answer:
                'Yes, though it takes longer. Two or three weeks of counts at the door, with the appointment diary and the counters’ transaction log, can be enough to start. We tell you what is missing before you pay for more.',
            },
            {
              question: 'Does this work for a phone queue as well?',
              answer:
                'Yes. Erlang C was developed for telephone exchanges. Call centres add callers who hang up and callbacks; we model both when the phone system records them.',
            },
            {
              question: 'Branch managers know their branch. Why would they trust a model?',
              answer:
                'They do not have to take it on trust. Each plan shows the forecast next to the last eight weeks of actual arrivals, and managers can adjust it. We track where their adjustments beat the model and feed that back.',
            },
            {
              question: 'What about the days nobody can predict?',
              answer:
                'Fewer than it seems: holiday eves, paydays and the week after a strike are in the forecast. For the rest, the plan includes a reserve: who moves to a counter when the queue passes an agreed length.',
            },
          ],
        },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'queueManagement',
      title: 'How long do your visitors wait on a Sunday morning?',
      text: 'Send us a month of ticket data. We will show you the arrival curve, the hours where counters fall short, and what the same staff could do differently.',
      action: 'Talk to an analyst',
      phoneLead: 'Or call us on',
    },
  ],
} satisfies PageDocument;
