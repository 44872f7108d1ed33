import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, use, type FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { MACHINE_CATALOGUE, type MachineEntry } from '../../machines/catalogue';
import {
  followed,
  type inspectorMachine,
  type InspectorContext,
  type LiveActor,
  type LogEntry,
} from './inspector.machine';
import { layoutOf } from './layout';
import type { Plain } from './protocol';
import { activeStateIds, statechartOf, type Statechart } from './statechart';
import { StatechartSvg } from './StatechartSvg';

const CHARTS = MACHINE_CATALOGUE.map((entry) => ({ entry, chart: statechartOf(entry.machine) }));
const chartOf = (machineId: string) => CHARTS.find(({ chart }) => chart.id === machineId)?.chart;

type InspectorActor = ActorRefFrom<typeof inspectorMachine>;

const colors = {
  ink: '#1f2933',
  muted: '#5f6b7a',
  line: '#d5dbe1',
  panel: '#f6f8fa',
  accent: '#1d6fd8',
  error: '#b42318',
};
const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

const compact = (value: Plain) => JSON.stringify(value);
const pretty = (value: Plain) => JSON.stringify(value, null, 2);
/** `xstate.after.resizeDebounce.viewMode.viewport.resizing` reads as `after resizeDebounce`. */
const eventName = (type: string) =>
  type.startsWith('xstate.after.') ? `after ${type.split('.')[2]}` : type;
const clock = (time: number) => new Date(time).toISOString().slice(11, 23);
const actorLabel = (actor: Pick<LiveActor, 'key' | 'tab' | 'page'>) =>
  `${actor.key} · tab ${actor.tab} ${actor.page}`;

/** One option per live actor, for the chart's and the send form's actor menus. */
function ActorOptions({ actors }: { actors: LiveActor[] }) {
  return actors.map((actor) => (
    <option key={actor.id} value={actor.id}>
      {actorLabel(actor)}
    </option>
  ));
}

// Selectors live outside components (STYLE §7).
const selectContext = (snapshot: { context: InspectorContext }) => snapshot.context;

/** The connected inspector: reads the machine's context, hands values and callbacks to views. */
export function Inspector({ machine }: { machine: typeof inspectorMachine }) {
  const actor: InspectorActor = useActorRef(machine);
  const context = useSelector(actor, selectContext);
  const actors = Object.values(context.actors).sort((a, b) => a.id.localeCompare(b.id));
  const tabs = new Set(actors.map((a) => a.tab));
  const log = context.filter ? context.log.filter((e) => e.actor === context.filter) : context.log;
  const target = context.actors[context.target ?? ''] ?? actors[0];

  return (
    <div
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 420px',
        height: '100vh',
        color: colors.ink,
        font: '14px/1.4 system-ui, sans-serif',
      }}
    >
      <main css={{ overflow: 'auto', padding: '16px 20px' }}>
        <header css={{ marginBottom: 16 }}>
          <h1 css={{ fontSize: 20, margin: 0 }}>Machine inspector</h1>
          <p css={{ margin: '4px 0 0', color: colors.muted }}>
            {actors.length} live actor{actors.length === 1 ? '' : 's'} in {tabs.size} tab
            {tabs.size === 1 ? '' : 's'}. Charts are drawn from the machine definitions; the states
            each chart's actor is in are blue.{' '}
            <a href="/" target="_blank" rel="noreferrer">
              Open the app in a new tab
            </a>
            .
          </p>
        </header>
        {CHARTS.map(({ entry, chart }) => {
          const live = actors.filter((a) => a.machineId === chart.id);
          const current = followed(context, chart.id);
          return (
            <ChartCard
              key={chart.id}
              entry={entry}
              chart={chart}
              actors={live}
              current={current}
              onFollow={(id) =>
                actor.send({ type: 'chart.follow', machineId: chart.id, actor: id })
              }
            />
          );
        })}
      </main>
      <aside
        css={{
          borderLeft: `1px solid ${colors.line}`,
          background: colors.panel,
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
        }}
      >
        <SendForm
          actors={actors}
          target={target}
          error={context.sendError}
          onTarget={(id) => actor.send({ type: 'form.target', actor: id })}
          onSend={(id, eventType, payload) =>
            actor.send({ type: 'form.send', actor: id, eventType, payload })
          }
        />
        <EventLog
          entries={log}
          actors={actors}
          filter={context.filter}
          onFilter={(id) => actor.send({ type: 'log.filter', actor: id })}
          onClear={() => actor.send({ type: 'log.clear' })}
        />
      </aside>
    </div>
  );
}

function ChartCard({
  entry,
  chart,
  actors,
  current,
  onFollow,
}: {
  entry: MachineEntry;
  chart: Statechart;
  actors: LiveActor[];
  current: LiveActor | undefined;
  onFollow: (actor: string) => void;
}) {
  return (
    <section
      aria-labelledby={`chart-${chart.id}`}
      css={{ border: `1px solid ${colors.line}`, borderRadius: 8, marginBottom: 16 }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          gap: '4px 16px',
          padding: '8px 12px',
          borderBottom: `1px solid ${colors.line}`,
        }}
      >
        <h2 id={`chart-${chart.id}`} css={{ fontSize: 16, margin: 0 }}>
          {entry.title} <code css={{ color: colors.muted, fontWeight: 400 }}>{chart.id}</code>
        </h2>
        {actors.length === 0 ? (
          <span css={{ color: colors.muted }}>not running in any open tab</span>
        ) : (
          <label>
            actor{' '}
            <select value={current?.id} onChange={(e) => onFollow(e.target.value)}>
              <ActorOptions actors={actors} />
            </select>
          </label>
        )}
        {current && (
          <code css={{ fontFamily: mono, fontSize: 12 }} data-testid={`value-${chart.id}`}>
            {compact(current.value)}
          </code>
        )}
      </div>
      <div css={{ overflow: 'auto', padding: 8 }}>
        <Suspense fallback={<p css={{ color: colors.muted }}>Laying out…</p>}>
          <Chart chart={chart} value={current?.value} />
        </Suspense>
      </div>
    </section>
  );
}

function Chart({ chart, value }: { chart: Statechart; value: Plain | undefined }) {
  const layout = use(layoutOf(chart));
  const active = value === undefined ? new Set<string>() : activeStateIds(chart, value);
  return <StatechartSvg chart={chart} layout={layout} active={active} />;
}

function SendForm({
  actors,
  target,
  error,
  onTarget,
  onSend,
}: {
  actors: LiveActor[];
  target: LiveActor | undefined;
  error: string | null;
  onTarget: (actor: string) => void;
  onSend: (actor: string, eventType: string, payload: string) => void;
}) {
  const events = target ? (chartOf(target.machineId)?.events ?? []) : [];
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    if (!target) return;
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    onSend(target.id, field('eventType'), field('payload'));
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="send-heading"
      css={{
        padding: '12px 16px',
        borderBottom: `1px solid ${colors.line}`,
        display: 'grid',
        gap: 6,
      }}
    >
      <h2 id="send-heading" css={{ fontSize: 15, margin: 0 }}>
        Send an event
      </h2>
      <label css={{ display: 'grid', gap: 2 }}>
        Actor
        <select
          name="actor"
          value={target?.id ?? ''}
          onChange={(e) => onTarget(e.target.value)}
          disabled={actors.length === 0}
        >
          {actors.length === 0 && <option value="">no app tab open</option>}
          <ActorOptions actors={actors} />
        </select>
      </label>
      <label css={{ display: 'grid', gap: 2 }}>
        Event
        <select name="eventType" key={target?.machineId} disabled={!target}>
          {events.map((type) => (
            <option key={type}>{type}</option>
          ))}
        </select>
      </label>
      <label css={{ display: 'grid', gap: 2 }}>
        Payload (JSON object, without type)
        <textarea
          name="payload"
          rows={2}
          placeholder='{"mode": "mobile"}'
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'send-error' : undefined}
          css={{ fontFamily: mono, fontSize: 12 }}
        />
      </label>
      {error && (
        <p id="send-error" role="alert" css={{ color: colors.error, margin: 0 }}>
          {error}
        </p>
      )}
      <button type="submit" disabled={!target} css={{ justifySelf: 'start' }}>
        Send
      </button>
    </form>
  );
}

function EventLog({
  entries,
  actors,
  filter,
  onFilter,
  onClear,
}: {
  entries: LogEntry[];
  actors: LiveActor[];
  filter: string | null;
  onFilter: (actor: string | null) => void;
  onClear: () => void;
}) {
  const choices = new Set([...actors.map((a) => a.id), ...(filter ? [filter] : [])]);
  return (
    <section
      aria-labelledby="log-heading"
      css={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
    >
      <div css={{ display: 'flex', gap: 8, alignItems: 'center', padding: '10px 16px 6px' }}>
        <h2 id="log-heading" css={{ fontSize: 15, margin: 0, marginInlineEnd: 'auto' }}>
          Event log
        </h2>
        <label>
          <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>Show</span>
          <select value={filter ?? ''} onChange={(e) => onFilter(e.target.value || null)}>
            <option value="">all actors</option>
            {[...choices].map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={onClear}>
          Clear
        </button>
      </div>
      <ol
        aria-label="Events, newest first"
        css={{ listStyle: 'none', margin: 0, padding: '0 16px 16px', overflow: 'auto', flex: 1 }}
      >
        {entries.length === 0 && (
          <li css={{ color: colors.muted }}>
            Nothing yet. Use the app in another tab of this browser.
          </li>
        )}
        {entries.map((entry) => (
          <li
            key={entry.n}
            css={{ borderTop: `1px solid ${colors.line}`, padding: '6px 0', fontSize: 13 }}
          >
            <div css={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
              <time css={{ color: colors.muted, fontFamily: mono, fontSize: 11 }}>
                {clock(entry.time)}
              </time>
              <strong css={{ overflowWrap: 'anywhere' }} title={entry.event}>
                {eventName(entry.event)}
              </strong>
              <span css={{ color: colors.muted, marginInlineStart: 'auto' }}>{entry.actor}</span>
            </div>
            <div css={{ fontFamily: mono, fontSize: 12, wordBreak: 'break-all' }}>
              {entry.payload !== null && compact(entry.payload) !== '{}' && (
                <div>payload {compact(entry.payload)}</div>
              )}
              <div>
                → {compact(entry.value)}
                {entry.status !== 'active' && ` (${entry.status})`}
              </div>
            </div>
            <details>
              <summary css={{ color: colors.muted, fontSize: 12, cursor: 'pointer' }}>
                context after
              </summary>
              <pre
                css={{ fontFamily: mono, fontSize: 11, margin: '4px 0 0', whiteSpace: 'pre-wrap' }}
              >
                {pretty(entry.context)}
              </pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
