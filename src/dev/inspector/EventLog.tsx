import type { SessionEntry } from '../session';
import { candidatesOf } from '../statechart';
import { chartOf } from './charts';
import { clock, colors, compact, eventName, focusRing, mono, pretty } from './look';

/** How many entries each event type and each actor has in the log. */
export interface Counts {
  types: [type: string, count: number][];
  actors: [actor: string, count: number][];
}

interface Props {
  /** The entries to show, oldest first (filters applied). */
  entries: SessionEntry[];
  counts: Counts;
  hiddenTypes: string[];
  hiddenActors: string[];
  paused: boolean;
  /** Entries held while paused. */
  held: number;
  /** The selected entry's number; null when live. */
  cursor: number | null;
  travelling: boolean;
  reviewing: boolean;
  canStepBack: boolean;
  canStepForward: boolean;
  onPause: () => void;
  onResumeLog: () => void;
  onClear: () => void;
  onFilterType: (eventType: string, shown: boolean) => void;
  onFilterActor: (actor: string, shown: boolean) => void;
  onResetFilters: () => void;
  onSelect: (n: number) => void;
  onStepBack: () => void;
  onStepForward: () => void;
  onResumeLive: () => void;
}

const small = { fontSize: 12 };
const sectionPadding = '6px 16px';

export function EventLog(props: Props) {
  const { entries, cursor, paused, held, travelling, reviewing } = props;
  const hidden = props.hiddenTypes.length + props.hiddenActors.length;
  return (
    <section
      aria-labelledby="log-heading"
      css={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 8,
          alignItems: 'center',
          padding: '10px 16px 6px',
        }}
      >
        <h2 id="log-heading" css={{ fontSize: 15, margin: 0, marginInlineEnd: 'auto' }}>
          {reviewing ? 'Imported session' : 'Event log'}
        </h2>
        {!reviewing &&
          (paused ? (
            <button type="button" css={focusRing} onClick={props.onResumeLog}>
              Resume log{held > 0 && ` (${held} new)`}
            </button>
          ) : (
            <button type="button" css={focusRing} onClick={props.onPause}>
              Pause log
            </button>
          ))}
        {!reviewing && (
          <button type="button" css={focusRing} onClick={props.onClear}>
            Clear
          </button>
        )}
      </div>
      {paused && (
        <p role="status" css={{ margin: 0, padding: sectionPadding, ...small }}>
          Paused: {held} new {held === 1 ? 'entry' : 'entries'} held. The charts stay live.
        </p>
      )}
      <div
        role="toolbar"
        aria-label="Time travel"
        css={{ display: 'flex', flexWrap: 'wrap', gap: 6, padding: sectionPadding }}
      >
        <TravelButton label="Step back" enabled={props.canStepBack} onClick={props.onStepBack} />
        <TravelButton
          label="Step forward"
          enabled={props.canStepForward}
          onClick={props.onStepForward}
        />
        {travelling && <TravelButton label="Resume" onClick={props.onResumeLive} />}
        <span css={{ color: colors.muted, alignSelf: 'center', ...small }}>
          {travelling
            ? `Showing the app after entry ${cursor}.`
            : reviewing
              ? 'Select an entry to see the charts then.'
              : 'Select an entry to go back to it.'}
        </span>
      </div>
      <Filters {...props} hidden={hidden} />
      <ol
        aria-label="Events, newest first"
        css={{ listStyle: 'none', margin: 0, padding: '0 16px 16px', overflow: 'auto', flex: 1 }}
      >
        {entries.length === 0 && (
          <li css={{ color: colors.muted }}>
            {hidden > 0
              ? 'Every entry is hidden by the filters.'
              : 'Nothing yet. Use the app in another tab of this browser.'}
          </li>
        )}
        {entries.toReversed().map((entry) => (
          <Entry
            key={entry.n}
            entry={entry}
            selected={entry.n === cursor}
            future={cursor !== null && entry.n > cursor}
            onSelect={props.onSelect}
          />
        ))}
      </ol>
    </section>
  );
}

/** A button of the time-travel toolbar. */
function TravelButton({
  label,
  enabled = true,
  onClick,
}: {
  label: string;
  enabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" css={focusRing} disabled={!enabled} onClick={onClick}>
      {label}
    </button>
  );
}

function Filters(props: Props & { hidden: number }) {
  const list = (
    legend: string,
    items: [string, number][],
    hidden: string[],
    onChange: (item: string, shown: boolean) => void,
  ) => (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ fontWeight: 600, padding: 0 }}>{legend}</legend>
      {items.length === 0 && <span css={{ color: colors.muted }}>none yet</span>}
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 120, overflow: 'auto' }}>
        {items.map(([item, count]) => (
          <li key={item}>
            <label css={{ display: 'flex', gap: 4, alignItems: 'baseline' }}>
              <input
                type="checkbox"
                css={focusRing}
                checked={!hidden.includes(item)}
                onChange={(e) => onChange(item, e.target.checked)}
              />
              <span css={{ overflowWrap: 'anywhere', fontFamily: mono }}>{eventName(item)}</span>
              <span css={{ color: colors.muted, marginInlineStart: 'auto' }}>{count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
  return (
    <details css={{ padding: sectionPadding, ...small }}>
      <summary css={{ cursor: 'pointer', ...focusRing }}>
        Filters{props.hidden > 0 && ` (${props.hidden} hidden)`}
      </summary>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, marginTop: 6 }}>
        {list('Event types', props.counts.types, props.hiddenTypes, props.onFilterType)}
        {list('Actors', props.counts.actors, props.hiddenActors, props.onFilterActor)}
      </div>
      {props.hidden > 0 && (
        <button type="button" css={{ marginTop: 6, ...focusRing }} onClick={props.onResetFilters}>
          Show all
        </button>
      )}
    </details>
  );
}

function Entry({
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

const transitionText = (t: { source: string; targets: readonly string[] }) =>
  `${t.source} → ${t.targets.join(', ') || '(stays)'}`;

/** What the step did: the event's candidates and their guards, each microstep, the actions. */
function StepView({
  entry,
  step,
}: {
  entry: SessionEntry;
  step: NonNullable<SessionEntry['step']>;
}) {
  const chart = chartOf(entry.actor.machineId);
  const [first, ...eventless] = step.microsteps;
  const regions =
    chart && entry.event
      ? candidatesOf(chart, step.before, entry.event.type, first?.transitions ?? [])
      : [];
  const heading = { fontSize: 12, margin: '6px 0 2px' };
  const list = { margin: 0, paddingInlineStart: 18, fontFamily: mono, fontSize: 11 };
  return (
    <div css={{ fontSize: 12 }}>
      <h3 css={heading}>Candidates for {entry.event ? eventName(entry.event.type) : 'the step'}</h3>
      {regions.every((r) => r.candidates.length === 0) && (
        <p css={{ margin: 0, color: colors.muted }}>No transition handles this event here.</p>
      )}
      {regions
        .filter((r) => r.candidates.length > 0)
        .map((region) => (
          <div key={region.state}>
            <div css={{ color: colors.muted }}>from {region.state}</div>
            <ol css={list}>
              {region.candidates.map(({ transition, taken, guard }) => (
                <li key={transition.id} css={{ fontWeight: taken ? 700 : 400 }}>
                  {transition.label} → {transition.targets.join(', ') || '(stays)'}
                  {guard !== undefined && ` · guard ${transition.guard}: ${guard}`}
                  {taken && ' · taken'}
                </li>
              ))}
            </ol>
          </div>
        ))}
      <h3 css={heading}>Microsteps</h3>
      <ol css={list}>
        {step.microsteps.map((microstep, i) => (
          <li key={i}>
            {i === 0
              ? eventName(microstep.event)
              : `eventless: ${eventName(microstep.event) || 'always'}`}
            {microstep.transitions.length === 0 && ' (no transition)'}
            <ul css={{ paddingInlineStart: 14 }}>
              {microstep.transitions.map((t, j) => (
                <li key={j}>
                  {transitionText(t)}
                  {t.guard && ` [${t.guard}]`}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      {eventless.length === 0 && (
        <p css={{ margin: 0, color: colors.muted }}>No eventless steps followed.</p>
      )}
      <h3 css={heading}>Actions</h3>
      {step.actions.length === 0 ? (
        <p css={{ margin: 0, color: colors.muted }}>None.</p>
      ) : (
        <ol css={list}>
          {step.actions.map((action, i) => (
            <li key={i}>
              {action.type}
              {action.params !== null && ` ${compact(action.params)}`}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
