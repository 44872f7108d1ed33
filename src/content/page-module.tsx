import type { PageModule, PageProps } from '../platform/lazy-page';
import { type ChartId, loadCharts } from '../charts/chart-registry';
import type { Body, PageDocument } from './page-document';
import { DocumentPage } from './DocumentPage';

/** The charts a body names, looking inside splits. */
function chartsOfBody(body: Body): ChartId[] {
  switch (body.kind) {
    case 'chart':
    case 'chartTakeaways':
      return [body.chart.id];
    case 'split':
      return body.columns.flatMap((column) => chartsOfBody(column.body));
    default:
      return [];
  }
}

/**
 * Every chart a document names, in the hero or in a section: what `documentPage` loads, and what
 * the build's module map preloads with the page (scripts/lib/module-map.ts).
 */
export function chartsOf(document: PageDocument): ChartId[] {
  return document.blocks.flatMap((block) => {
    switch (block.kind) {
      case 'hero':
        return block.illustration ? [block.illustration.id] : [];
      case 'section':
        return block.body.flatMap(chartsOfBody);
      case 'callToAction':
      case 'reviewed':
      case 'figure':
        return [];
    }
  });
}

/**
 * A document as a page module: its charts are loaded first, so the page renders at once, in the
 * prerenderer and after a client-side navigation alike.
 */
export async function documentPage(document: PageDocument): Promise<PageModule> {
  const charts = await loadCharts(chartsOf(document));
  return {
    default: function DocumentPageModule({ language }: PageProps) {
      return <DocumentPage document={document} language={language} charts={charts} />;
    },
  };
}
