import type { CSSObject } from '@emotion/react';
import type { Language } from '../../../machines/constants';
import { Facts, Faq, Stats } from '../../components/content';
import { space } from '../../styles/theme';
import type { Charts } from '../charts';
import type { Body, ColumnWidth, SplitBody } from '../document';
import { withSiteValues } from '../site-values';
import { Chart, ChartTakeaways } from './chart';
import { Aside, Note, PageLink } from './extras';
import { IslandView, Services } from './links';
import { Prose } from './prose';
import { Badges, Contrasts, Definitions, Questions, Symptoms } from './lists';
import { Offers } from './offers';
import { Office } from './office';
import { Phases, StepsView } from './steps';
import { Quotes, VoicesView } from './voices';

interface BodyProps<B> {
  body: B;
  charts: Charts;
  language: Language;
}

/** One block of a section's body, by its kind. */
export function BodyView({ body, charts, language }: BodyProps<Body>) {
  switch (body.kind) {
    case 'voices':
      return <VoicesView body={body} language={language} />;
    case 'quotes':
      return <Quotes body={body} language={language} />;
    case 'questions':
      return <Questions body={body} language={language} />;
    case 'contrasts':
      return <Contrasts body={body} language={language} />;
    case 'definitions':
      return <Definitions body={body} language={language} />;
    case 'facts':
      return <Facts items={body.items} language={language} />;
    case 'steps':
      return <StepsView body={body} language={language} />;
    case 'phases':
      return <Phases body={body} language={language} />;
    case 'stats':
      return (
        <Stats
          items={body.items.map((item) => ({
            ...item,
            figure: withSiteValues(item.figure),
            context: withSiteValues(item.context),
          }))}
          note={body.note}
          language={language}
        />
      );
    case 'offers':
      return <Offers body={body} language={language} />;
    case 'symptoms':
      return <Symptoms body={body} language={language} />;
    case 'badges':
      return <Badges body={body} language={language} />;
    case 'aside':
      return <Aside body={body} language={language} />;
    case 'note':
      return <Note body={body} language={language} />;
    case 'link':
      return <PageLink body={body} language={language} />;
    case 'chart':
      return <Chart chart={body.chart} charts={charts} language={language} />;
    case 'chartTakeaways':
      return <ChartTakeaways body={body} charts={charts} language={language} />;
    case 'split':
      return <Split body={body} charts={charts} language={language} />;
    case 'faq':
      return <Faq items={body.items} language={language} />;
    case 'services':
      return <Services body={body} language={language} />;
    case 'island':
      return <IslandView body={body} />;
    case 'prose':
      return <Prose body={body} language={language} />;
    case 'office':
      return <Office body={body} language={language} />;
  }
}

const splitGaps = {
  xl: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xl },
  xxl: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.xxl },
} as const;

/** How the columns of a split share the row, and where they stop growing. */
const columnWidths: Record<ColumnWidth, CSSObject> = {
  chart: { flex: '1 1 26rem', minWidth: 0, maxWidth: '40rem' },
  wideChart: { flex: '3 1 28rem', minWidth: 0, maxWidth: '42rem' },
  notes: { flex: '1 1 18rem', minWidth: 0 },
  narrow: { flex: '1 1 16rem', minWidth: 0 },
  main: { flex: '2 1 24rem', minWidth: 0 },
};

/** Columns side by side that wrap, one under the other, when the row is too narrow. */
function Split({ body, charts, language }: BodyProps<SplitBody>) {
  return (
    <div css={splitGaps[body.gap]}>
      {body.columns.map((column, index) => (
        <div key={index} css={columnWidths[column.width]}>
          <BodyView body={column.body} charts={charts} language={language} />
        </div>
      ))}
    </div>
  );
}
