import type { Language } from '../../../../machines/constants';
import { Voices } from '../../../components/content';
import { color } from '../../../styles/theme';

/** Decision making's problem in the visitor's own words: the statement cards, ruled in brand. */
export function BrandVoices({ items, language }: { items: readonly string[]; language: Language }) {
  return <Voices items={items} language={language} borderColor={color.brand} />;
}
