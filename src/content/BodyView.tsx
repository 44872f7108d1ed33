import { createElement, type FunctionComponent } from 'react';
import type { Language } from '../../machines/constants';
import {
  Aside,
  Chart,
  ChartTakeaways,
  Facts,
  Faq,
  PageLink,
  Prose,
  Split,
  Stats,
  Steps,
  Voices,
} from './blocks';
import { color } from '../styles/theme';
import type { Charts } from '../charts/chart-registry';
import type { Body, FigureBody } from './page-document';
import { withSiteValues } from './site-values';

/** A page's own figure, given its content; `figure()` paired the two when the document was written. */
export function FigureView({ body, language }: { body: FigureBody; language: Language }) {
  return createElement(body.figure as FunctionComponent<{ language: Language }>, {
    ...body.content,
    language,
  });
}

/** One block of a section's body, by its kind. */
export function BodyView({
  body,
  charts,
  language,
}: {
  body: Body;
  charts: Charts;
  language: Language;
}) {
  switch (body.kind) {
    case 'voices':
      return (
        <Voices
          items={body.items}
          language={language}
          borderColor={body.tone === 'brand' ? color.brand : undefined}
        />
      );
    case 'facts':
      return <Facts items={body.items} language={language} />;
    case 'steps':
      return <Steps items={body.items} language={language} />;
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
    case 'aside':
      return <Aside body={body} language={language} />;
    case 'link':
      return <PageLink body={body} language={language} />;
    case 'chart':
      return <Chart chart={body.chart} charts={charts} language={language} />;
    case 'chartTakeaways':
      return <ChartTakeaways body={body} charts={charts} language={language} />;
    case 'split':
      return (
        <Split
          gap={body.gap}
          columns={body.columns.map((column) => ({
            width: column.width,
            content: <BodyView body={column.body} charts={charts} language={language} />,
          }))}
        />
      );
    case 'faq':
      return <Faq items={body.items} language={language} />;
    case 'prose':
      return <Prose body={body} language={language} />;
    case 'figure':
      return <FigureView body={body} language={language} />;
  }
}
