import type { ComponentType } from 'react';
import type { Language } from '../../machines/constants';
import { createLoader } from '../platform/loader';

/**
 * The charts and diagrams a document may name, each its own chunk. `loadPage` loads the ones a
 * document names before the page renders, so a page never suspends on a chart and carries no
 * other page's drawings; a chart that failed to load is tried again after a navigation.
 */
const charts = {
  customerInsights: createLoader(() =>
    import('./illustrations/CustomerInsightsIllustration').then(
      (module) => module.CustomerInsightsIllustration,
    ),
  ),
  customSolutions: createLoader(() =>
    import('./illustrations/CustomSolutionsIllustration').then(
      (module) => module.CustomSolutionsIllustration,
    ),
  ),
  decisionMaking: createLoader(() =>
    import('./illustrations/DecisionMakingIllustration').then(
      (module) => module.DecisionMakingIllustration,
    ),
  ),
  procurement: createLoader(() =>
    import('./illustrations/ProcurementIllustration').then(
      (module) => module.ProcurementIllustration,
    ),
  ),
  qualityControl: createLoader(() =>
    import('./illustrations/QualityControlIllustration').then(
      (module) => module.QualityControlIllustration,
    ),
  ),
  queueManagement: createLoader(() =>
    import('./illustrations/QueueManagementIllustration').then(
      (module) => module.QueueManagementIllustration,
    ),
  ),
  sales: createLoader(() =>
    import('./illustrations/SalesIllustration').then((module) => module.SalesIllustration),
  ),
  smartInventory: createLoader(() =>
    import('./illustrations/SmartInventoryIllustration').then(
      (module) => module.SmartInventoryIllustration,
    ),
  ),
};

export type ChartId = keyof typeof charts;

type LoadedChart<Id extends ChartId> = Awaited<ReturnType<(typeof charts)[Id]['preload']>>;

/** The texts a chart takes: its title, caption, labels and text alternative, per language. */
type ChartTexts<Id extends ChartId> = Parameters<LoadedChart<Id>>[0]['texts'];

interface ChartProps<Id extends ChartId> {
  texts: ChartTexts<Id>;
  language: Language;
}

/** A chart named in a document, with its texts. */
export interface ChartRef<Id extends ChartId> {
  id: Id;
  texts: ChartTexts<Id>;
}

/** Any chart: the id decides the shape of the texts. */
export type AnyChartRef = { [Id in ChartId]: ChartRef<Id> }[ChartId];

/** The loaded chart components a page needs, by id. */
export type Charts = { [Id in ChartId]?: ComponentType<ChartProps<Id>> };

/** Load the charts a document names (any other id is not loaded). */
export async function loadCharts(ids: readonly ChartId[]): Promise<Charts> {
  const loaded: Charts = {};
  await Promise.all(
    ids.map(async (id) => {
      // `{ [id]: chart }` keeps each chart under its own id; TypeScript cannot follow `loaded[id] =`
      // through the union of ids.
      Object.assign(loaded, { [id]: await charts[id].preload() });
    }),
  );
  return loaded;
}
