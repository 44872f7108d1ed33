/** The log's filters: each event type and actor with its count, shown or hidden. */
import { colors, eventName, focusRing, mono, sectionPadding, small } from './look';

/** How many entries each event type and each actor has in the log. */
export interface Counts {
  types: [type: string, count: number][];
  actors: [actor: string, count: number][];
}

interface Props {
  counts: Counts;
  hiddenTypes: string[];
  hiddenActors: string[];
  onFilterType: (eventType: string, shown: boolean) => void;
  onFilterActor: (actor: string, shown: boolean) => void;
  onResetFilters: () => void;
}

export function LogFilters(props: Props) {
  const hidden = props.hiddenTypes.length + props.hiddenActors.length;
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
        Filters{hidden > 0 && ` (${hidden} hidden)`}
      </summary>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12, marginTop: 6 }}>
        {list('Event types', props.counts.types, props.hiddenTypes, props.onFilterType)}
        {list('Actors', props.counts.actors, props.hiddenActors, props.onFilterActor)}
      </div>
      {hidden > 0 && (
        <button type="button" css={{ marginTop: 6, ...focusRing }} onClick={props.onResetFilters}>
          Show all
        </button>
      )}
    </details>
  );
}
