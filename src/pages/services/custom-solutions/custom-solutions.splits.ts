import { figure, type SplitBody } from '../../../content/page-document';
import { Quotes } from './Quotes';

/**
 * When it makes sense: what clients tell us, beside when we advise against building. The layout
 * both languages of the custom solutions page share; each document gives it its own words.
 */
export const quotesBesideCaution = (
  quotes: readonly string[],
  caution: { title: string; text: string },
): SplitBody => ({
  kind: 'split',
  gap: 'xl',
  columns: [
    { width: 'main', body: figure(Quotes, { items: quotes }) },
    { width: 'narrow', body: { kind: 'aside', icon: 'circleSlash', ...caution } },
  ],
});
