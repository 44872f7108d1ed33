import type { SplitBody, Stat } from '../../content/page-document';

/**
 * Who we are: the company's story as a lead, beside its figures. The layout both languages of
 * the About page share; each document gives it its own words.
 */
export const storyBesideFigures = (
  story: readonly string[],
  figures: readonly Stat[],
): SplitBody => ({
  kind: 'split',
  gap: 'xxl',
  columns: [
    { width: 'main', body: { kind: 'prose', style: 'lead', paragraphs: story } },
    { width: 'notes', body: { kind: 'stats', items: figures } },
  ],
});
