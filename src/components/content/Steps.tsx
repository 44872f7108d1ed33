import { color, leading, radius, size, space, text, weight } from '../../styles/theme';
import { BidiText, Ltr } from './Ltr';
import { bareList, fourUpGrid, gridContainer, h3Style } from './typography';

export interface Step {
  title: string;
  text: string;
  /** A short fact about the step, e.g. its usual duration. */
  meta?: string;
}

/** An ordered sequence ("how we work"): a numbered card per step with an `h3` title. */
export function Steps({ items }: { items: readonly Step[] }) {
  return (
    <div css={gridContainer}>
      <ol role="list" css={{ ...bareList, ...fourUpGrid, gap: space.lg }}>
        {items.map((step, index) => (
          <li
            key={step.title}
            css={{
              display: 'flex',
              flexDirection: 'column',
              gap: space.sm,
              padding: space.lg,
              background: color.paper,
              border: `1px solid ${color.line}`,
              borderRadius: radius.md,
            }}
          >
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
              <h3 css={h3Style}>
                <BidiText>{step.title}</BidiText>
              </h3>
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
                <BidiText>{step.meta}</BidiText>
              </p>
            )}
            <p css={{ margin: 0, color: color.inkMuted, lineHeight: leading.body }}>
              <BidiText>{step.text}</BidiText>
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
