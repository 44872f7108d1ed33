import type { Language } from '../../../machines/constants';
import { color, leading, radius, space, text, weight } from '../../styles/theme';
import { bidi } from '../../i18n/locale';
import { gridContainer, threeUpGrid } from './typography';

export interface Fact {
  term: string;
  detail: string;
}

/** Term and detail pairs side by side (1 → 3 columns), e.g. a story's challenge, approach and result. */
export function Facts({ items, language }: { items: readonly Fact[]; language: Language }) {
  return (
    <div css={gridContainer}>
      <dl css={{ ...threeUpGrid, gap: space.lg, margin: 0 }}>
        {items.map((item) => (
          <div
            key={item.term}
            css={{
              padding: space.lg,
              background: color.canvas,
              borderRadius: radius.md,
              borderBlockStart: `4px solid ${color.accent}`,
            }}
          >
            <dt css={{ color: color.accent, fontSize: text.sm, fontWeight: weight.strong }}>
              {bidi(item.term, language)}
            </dt>
            <dd
              css={{
                margin: `${space.xs} 0 0`,
                color: color.ink,
                lineHeight: leading.body,
              }}
            >
              {bidi(item.detail, language)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
