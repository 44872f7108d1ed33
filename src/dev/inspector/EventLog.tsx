/** The log panel: pause and clear, the time-travel toolbar, the filters and the entries. */
import type { SessionEntry } from '../session';
import { LogEntry } from './LogEntry';
import { LogFilters, type Counts } from './LogFilters';
import { colors, focusRing, sectionPadding, small } from './look';

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
            ? `Showing the tab as it was after entry ${cursor}.`
            : reviewing
              ? 'Step back, or select an entry, to see the charts then.'
              : 'Step back, or select an entry, to go back to it.'}
        </span>
      </div>
      <LogFilters
        counts={props.counts}
        hiddenTypes={props.hiddenTypes}
        hiddenActors={props.hiddenActors}
        onFilterType={props.onFilterType}
        onFilterActor={props.onFilterActor}
        onResetFilters={props.onResetFilters}
      />
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
          <LogEntry
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
