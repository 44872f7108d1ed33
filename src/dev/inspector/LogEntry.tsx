/** One entry of the log: the event, the state after it, and what the step did, unfolded. */
import type { SessionEntry } from '../session';
import { clock, colors, compact, eventName, focusRing, mono, pretty } from './look';
import { StepView } from './StepView';

export function LogEntry({
  entry,
  selected,
  future,
  onSelect,
}: {
  entry: SessionEntry;
  selected: boolean;
  future: boolean;
  onSelect: (n: number) => void;
}) {
  const type = entry.event?.type ?? '(current)';
  const payload = entry.event?.payload ?? null;
  return (
    <li
      data-entry={entry.n}
      data-future={future || undefined}
      css={{
        borderTop: `1px solid ${colors.line}`,
        padding: '6px 4px',
        fontSize: 13,
        background: selected ? colors.selected : undefined,
        color: future ? colors.future : undefined,
      }}
    >
      <div css={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <time css={{ color: colors.muted, fontFamily: mono, fontSize: 11 }}>
          {clock(entry.time)}
        </time>
        <button
          type="button"
          aria-current={selected ? 'step' : undefined}
          aria-label={`Go to entry ${entry.n}: ${eventName(type)} of ${entry.actor.key}`}
          onClick={() => onSelect(entry.n)}
          css={{
            font: 'inherit',
            fontWeight: 600,
            color: 'inherit',
            background: 'none',
            border: 0,
            padding: 0,
            textAlign: 'start',
            cursor: 'pointer',
            overflowWrap: 'anywhere',
            textDecoration: 'underline dotted',
            ...focusRing,
          }}
          title={type}
        >
          {eventName(type)}
        </button>
        {entry.event?.fromInspector && <span css={{ color: colors.muted }}>(sent here)</span>}
        {selected && <strong css={{ color: colors.accent }}>selected</strong>}
        {future && <span>future</span>}
        <span css={{ color: colors.muted, marginInlineStart: 'auto' }}>
          {entry.tab}/{entry.actor.key}
        </span>
      </div>
      <div css={{ fontFamily: mono, fontSize: 12, wordBreak: 'break-all' }}>
        {payload !== null && compact(payload) !== '{}' && <div>payload {compact(payload)}</div>}
        <div>
          → {compact(entry.value)}
          {entry.status !== 'active' && ` (${entry.status})`}
        </div>
        {entry.step?.effects.map(({ action, effect }, i) => (
          <div key={i} css={{ color: colors.error }}>
            not undone: {effect} ({action})
          </div>
        ))}
      </div>
      <details>
        <summary css={{ color: colors.muted, fontSize: 12, cursor: 'pointer', ...focusRing }}>
          {entry.step ? 'steps, guards, actions and context' : 'context after'}
        </summary>
        {entry.step && <StepView entry={entry} step={entry.step} />}
        <h3 css={{ fontSize: 12, margin: '6px 0 0' }}>Context after</h3>
        <pre css={{ fontFamily: mono, fontSize: 11, margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
          {pretty(entry.context)}
        </pre>
      </details>
    </li>
  );
}
