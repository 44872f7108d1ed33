/**
 * The connected inspector page: reads the inspector machine's snapshot through selectors and
 * hands values and callbacks to the views (STYLE §7). Files are parsed here, at the edge.
 */
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { chartCoverage, coverageProjects, parseCoverage } from '../coverage-overlay';
import { actorIdOf, entriesOf, eventTypeOf, sessionOf, shownEntries } from '../inspector-log';
import type { inspectorMachine } from '../inspector.machine';
import type { InspectorInput } from '../inspector-types';
import type { SessionEntry } from '../session';
import { parseSession, sessionText } from '../session-file';
import { followed, shownActors } from '../shown-actors';
import { EventLog } from './EventLog';
import type { Counts } from './LogFilters';
import { colors, focusRing } from './look';
import { CHARTS } from './machine-charts';
import { MachineCard } from './MachineCard';
import { download } from './requests';
import { SendForm } from './SendForm';
import { sendChoices } from './send-choices';
import { CoverageTools, SessionTools, ShortestPanel } from './Toolbar';

type InspectorSnapshot = SnapshotFrom<typeof inspectorMachine>;

// Selectors live outside components (STYLE §7).
const selectContext = (snapshot: InspectorSnapshot) => snapshot.context;
const selectPaused = (snapshot: InspectorSnapshot) => snapshot.matches({ log: 'paused' });
const selectTravelling = (snapshot: InspectorSnapshot) => snapshot.matches({ view: 'travelling' });
const selectReviewing = (snapshot: InspectorSnapshot) => snapshot.matches({ view: 'reviewing' });
const selectCanStepBack = (snapshot: InspectorSnapshot) => snapshot.can({ type: 'travel.back' });
const selectCanStepForward = (snapshot: InspectorSnapshot) =>
  snapshot.can({ type: 'travel.forward' });
const selectCoverageLoading = (snapshot: InspectorSnapshot) =>
  snapshot.matches({ coverage: 'loading' });
const selectSaving = (snapshot: InspectorSnapshot) => snapshot.matches({ pathFile: 'saving' });

const countBy = (entries: readonly SessionEntry[], key: (entry: SessionEntry) => string) => {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function Inspector({
  machine,
  input,
}: {
  machine: typeof inspectorMachine;
  input: InspectorInput;
}) {
  const actor: ActorRefFrom<typeof inspectorMachine> = useActorRef(machine, { input });
  const context = useSelector(actor, selectContext);
  const paused = useSelector(actor, selectPaused);
  const travelling = useSelector(actor, selectTravelling);
  const reviewing = useSelector(actor, selectReviewing);
  const canStepBack = useSelector(actor, selectCanStepBack);
  const canStepForward = useSelector(actor, selectCanStepForward);
  const coverageLoading = useSelector(actor, selectCoverageLoading);
  const saving = useSelector(actor, selectSaving);

  const live = Object.values(context.actors).sort((a, b) => a.id.localeCompare(b.id));
  const shown = Object.values(shownActors(context)).sort((a, b) => a.id.localeCompare(b.id));
  const tabs = new Set(live.map((a) => a.tab));
  const target = context.actors[context.target ?? ''] ?? live[0];
  const all = entriesOf(context);
  const counts: Counts = { types: countBy(all, eventTypeOf), actors: countBy(all, actorIdOf) };
  const send = actor.send;

  const importSession = (text: string) => {
    try {
      send({ type: 'session.import', session: parseSession(text) });
    } catch (error) {
      send({ type: 'session.importFailed', error: `Not a session file: ${messageOf(error)}` });
    }
  };
  const loadCoverageFile = (text: string) => {
    try {
      send({ type: 'coverage.loaded', report: parseCoverage(text) });
    } catch (error) {
      send({ type: 'coverage.failed', error: `Not a coverage file: ${messageOf(error)}` });
    }
  };
  const exportSession = () => {
    const now = new Date();
    const session = context.imported ?? sessionOf(context, now);
    download(`session-${now.toISOString().replaceAll(':', '-')}.json`, sessionText(session));
  };

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
        <header css={{ marginBottom: 16, display: 'grid', gap: 8 }}>
          <h1 css={{ fontSize: 20, margin: 0 }}>Machine inspector</h1>
          <p css={{ margin: 0, color: colors.muted }}>
            {live.length} live actor{live.length === 1 ? '' : 's'} in {tabs.size} tab
            {tabs.size === 1 ? '' : 's'}. Charts are drawn from the machine definitions; the states
            each chart&rsquo;s actor is in are blue.{' '}
            <a href="/" target="_blank" rel="noreferrer" css={focusRing}>
              Open the app in a new tab
            </a>
            .
          </p>
          {context.notice && (
            <p
              role="status"
              css={{
                margin: 0,
                display: 'flex',
                gap: 8,
                alignItems: 'baseline',
                color: colors.error,
              }}
            >
              {context.notice}
              <button
                type="button"
                css={focusRing}
                onClick={() => send({ type: 'notice.dismiss' })}
              >
                Dismiss
              </button>
            </p>
          )}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <SessionTools
              reviewing={reviewing}
              machines={CHARTS.map(({ entry, chart }) => ({ id: chart.id, title: entry.title }))}
              defaultMachine={target?.machineId ?? CHARTS[0]!.chart.id}
              saving={saving}
              onExport={exportSession}
              onImport={importSession}
              onCloseImport={() => send({ type: 'session.close' })}
              onSavePath={(machineId) => send({ type: 'path.save', machineId })}
            />
            <CoverageTools
              loaded={context.coverage !== null}
              loading={coverageLoading}
              projects={context.coverage ? coverageProjects(context.coverage) : []}
              project={context.project}
              onLoad={() => send({ type: 'coverage.load' })}
              onFile={loadCoverageFile}
              onProject={(project) => send({ type: 'coverage.project', project })}
              onHide={() => send({ type: 'coverage.hide' })}
            />
          </div>
          {context.requestError && (
            <p role="alert" css={{ margin: 0, color: colors.error }}>
              {context.requestError}
            </p>
          )}
        </header>
        {context.shortest && (
          <ShortestPanel
            target={context.shortest.target}
            path={context.shortest.path}
            error={context.shortest.error}
            onClose={() => send({ type: 'shortest.close' })}
          />
        )}
        {CHARTS.map(({ entry, chart }) => {
          const current = followed(context, chart.id);
          const coverage = context.coverage
            ? chartCoverage(context.coverage, chart.id, context.project)
            : undefined;
          return (
            <MachineCard
              key={chart.id}
              entry={entry}
              chart={chart}
              actors={shown.filter((a) => a.machineId === chart.id)}
              current={current}
              // `shownActors` hands back the live actor itself unless it shows the past.
              past={current !== undefined && current !== context.actors[current.id]}
              coverage={coverage}
              onFollow={(id) => send({ type: 'chart.follow', machineId: chart.id, actor: id })}
              onExplain={
                coverage
                  ? (id) => send({ type: 'coverage.explain', machineId: chart.id, target: id })
                  : undefined
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
          actors={live}
          target={target}
          choices={sendChoices(target, live)}
          error={context.sendError}
          onTarget={(id) => send({ type: 'form.target', actor: id })}
          onSend={(id, eventType, payload) =>
            send({ type: 'form.send', actor: id, eventType, payload })
          }
        />
        <EventLog
          entries={shownEntries(context)}
          counts={counts}
          hiddenTypes={context.hiddenTypes}
          hiddenActors={context.hiddenActors}
          paused={paused}
          held={context.held.length}
          cursor={context.cursor}
          travelling={travelling}
          reviewing={reviewing}
          canStepBack={canStepBack}
          canStepForward={canStepForward}
          onPause={() => send({ type: 'log.pause' })}
          onResumeLog={() => send({ type: 'log.resume' })}
          onClear={() => send({ type: 'log.clear' })}
          onFilterType={(eventType, isShown) =>
            send({ type: 'filter.type', eventType, shown: isShown })
          }
          onFilterActor={(id, isShown) => send({ type: 'filter.actor', actor: id, shown: isShown })}
          onResetFilters={() => send({ type: 'filter.reset' })}
          onSelect={(n) => send({ type: 'travel.select', n })}
          onStepBack={() => send({ type: 'travel.back' })}
          onStepForward={() => send({ type: 'travel.forward' })}
          onResumeLive={() => send({ type: 'travel.resume' })}
        />
      </aside>
    </div>
  );
}
