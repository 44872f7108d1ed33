import { PackageCheck } from 'lucide-react';
import type { Language } from '../../../../machines/constants';
import {
  evenGrid,
  GridList,
  h3Style,
  headingIcon,
  paragraph,
  twoDigits,
} from '../../../content/blocks';
import type { Step } from '../../../content/page-document';
import { bidi, Ltr } from '../../../i18n/locale';
import { color, leading, radius, space, text, weight } from '../../../styles/theme';

const columns = { ...evenGrid([[2, '40rem']]), gap: space.lg };

const phase = {
  display: 'flex',
  flexDirection: 'column',
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  overflow: 'hidden',
} as const;

const phaseBody = {
  display: 'grid',
  alignContent: 'start',
  gap: space.sm,
  padding: space.lg,
  flex: '1 0 auto',
};

const phaseMeta = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${space.md}`,
  margin: 0,
  fontSize: text.sm,
  fontWeight: weight.strong,
} as const;

const phaseNumber = { color: color.brand, fontSize: text.xl };
const phaseWhen = { color: color.accent };

const deliverable = {
  display: 'flex',
  gap: space.sm,
  padding: `${space.md} ${space.lg}`,
  background: color.accentSoft,
  color: color.ink,
  lineHeight: leading.snug,
};

const deliverableIcon = headingIcon(color.accent);
const deliverableText = { margin: 0 };
const deliverableLabelStyle = { fontWeight: weight.strong };

/** Custom solutions' phases: cards two by two, each ending with what the client keeps from it. */
export function Phases({
  deliverableLabel,
  items,
  language,
}: {
  /** Leads each phase's deliverable. */
  deliverableLabel: string;
  items: readonly (Required<Step> & { deliverable: string })[];
  language: Language;
}) {
  return (
    <GridList layout={columns} ordered>
      {items.map((item, index) => (
        <li key={item.title} css={phase}>
          <div css={phaseBody}>
            <p css={phaseMeta}>
              <span css={phaseNumber}>
                <Ltr>{twoDigits(index)}</Ltr>
              </span>
              <span css={phaseWhen}>{bidi(item.meta, language)}</span>
            </p>
            <h3 css={h3Style}>{bidi(item.title, language)}</h3>
            <p css={paragraph}>{bidi(item.text, language)}</p>
          </div>
          <div css={deliverable}>
            <PackageCheck aria-hidden="true" focusable="false" css={deliverableIcon} />
            <p css={deliverableText}>
              <span css={deliverableLabelStyle}>{bidi(deliverableLabel, language)}:</span>{' '}
              {bidi(item.deliverable, language)}
            </p>
          </div>
        </li>
      ))}
    </GridList>
  );
}
