import type { Language } from '../../../machines/constants';
import { color, leading, radius, size, space, text, weight } from '../../styles/theme';
import { bidi, Ltr } from '../../i18n/locale';
import { bareList } from '../../styles/lists';
import { fourUpGrid, gridContainer, h3Style, stack, surface } from './typography';

/** `01`, `02`, …: a step's number as the numbered layouts print it. */
export const twoDigits = (index: number) => String(index + 1).padStart(2, '0');

export interface Step {
  title: string;
  text: string;
  /** A short fact about the step, e.g. its usual duration. */
  meta?: string;
}

/** An ordered sequence ("how we work"): a numbered card per step with an `h3` title. */
export function Steps({ items, language }: { items: readonly Step[]; language: Language }) {
  return (
    <div css={gridContainer}>
      <ol role="list" css={{ ...bareList, ...fourUpGrid, gap: space.lg }}>
        {items.map((step, index) => (
          <li key={step.title} css={{ ...stack, padding: space.lg, ...surface }}>
            <div css={{ display: 'flex', alignItems: 'center', gap: space.md }}>
              <span
                css={{
                  flex: 'none',
                  display: 'grid',
                  placeItems: 'center',
                  width: size.touch,
                  height: size.touch,
                  borderRadius: radius.pill,
                  background: color.brandSoft,
                  color: color.brandStrong,
                  fontSize: text.lg,
                  fontWeight: weight.strong,
                }}
              >
                <Ltr>{index + 1}</Ltr>
              </span>
              <h3 css={h3Style}>{bidi(step.title, language)}</h3>
            </div>
            {step.meta && (
              <p
                css={{
                  margin: 0,
                  color: color.accent,
                  fontSize: text.sm,
                  fontWeight: weight.strong,
                }}
              >
                {bidi(step.meta, language)}
              </p>
            )}
            <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              {bidi(step.text, language)}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
