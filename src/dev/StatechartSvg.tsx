import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { KeyboardEvent } from 'react';
import type { ChartCoverage } from './coverage-overlay';
import { LINE_HEIGHT, PADDING, linesOf } from './elk-graph';
import { FONTS } from './chart-layout';
import { allStates, allTransitions, type ChartState, type Statechart } from './statechart';

const ink = '#1f2933';
const muted = '#6b7785';
const line = '#9aa5b1';
const activeStroke = '#1d6fd8';
const activeFill = '#e3efff';
/** Coverage colours: fill and stroke of what a run reached, did not reach, or left out. */
export const COVERAGE_COLORS = {
  covered: { fill: '#e6f4ea', stroke: '#1a7f37' },
  uncovered: { fill: '#fdecea', stroke: '#c4320a' },
  excluded: { fill: '#f2f4f7', stroke: '#98a2b3' },
} as const;

type Mark = keyof typeof COVERAGE_COLORS;

interface Props {
  chart: Statechart;
  layout: ElkNode;
  /** Ids of the states the followed actor is in; empty when no actor runs this machine. */
  active: ReadonlySet<string>;
  /** The visible part of the chart, in layout coordinates. */
  viewBox: { x: number; y: number; width: number; height: number };
  coverage?: ChartCoverage | undefined;
  /** Asks for the shortest path to an uncovered state or transition. */
  onExplain?: ((id: string) => void) | undefined;
}

function markOf(coverage: ChartCoverage | undefined, id: string, isState: boolean): Mark | null {
  if (!coverage) return null;
  if (id in coverage.excluded) return 'excluded';
  const covered = (isState ? coverage.states : coverage.transitions)[id];
  if (covered === undefined) return null;
  return covered ? 'covered' : 'uncovered';
}

/** An uncovered part is a button: Enter, Space or a click asks for the path to it. */
function explainable(id: string, label: string, onExplain: ((id: string) => void) | undefined) {
  if (!onExplain) return {};
  return {
    role: 'button',
    tabIndex: 0,
    'aria-label': `Shortest path to ${label}`,
    onClick: () => onExplain(id),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onExplain(id);
    },
    css: { cursor: 'pointer', '&:focus-visible': { outline: `3px solid ${activeStroke}` } },
  };
}

/** What a part's tooltip adds about its coverage. */
const coverageNote = (mark: Mark | null, coverage: ChartCoverage | undefined, id: string) =>
  mark === 'excluded'
    ? `excluded: ${coverage!.excluded[id]}`
    : mark === 'uncovered'
      ? 'not covered: click for the shortest path to it'
      : mark === 'covered'
        ? 'covered'
        : '';

function nodesOf(node: ElkNode): ElkNode[] {
  return [node, ...(node.children ?? []).flatMap(nodesOf)];
}

function pathOf(edge: ElkExtendedEdge): string {
  return (edge.sections ?? [])
    .map((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]
        .map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x},${point.y}`)
        .join(' '),
    )
    .join(' ');
}

/** A statechart drawn from its ELK layout, the active states highlighted. */
export function StatechartSvg({ chart, layout, active, viewBox, coverage, onExplain }: Props) {
  const states = new Map(allStates(chart.root).map((state) => [state.id, state]));
  const parentOf = new Map<string, ChartState>();
  for (const state of states.values())
    for (const child of state.children) parentOf.set(child.id, state);
  const transitions = new Map(allTransitions(chart).map((t) => [t.id, t]));
  const nodes = nodesOf(layout).filter((node) => node !== layout);
  const edges = nodes.flatMap((node) => node.edges ?? []);
  const markerId = `arrow-${chart.id}`;
  const activeMarkerId = `arrow-active-${chart.id}`;

  return (
    <svg
      viewBox={`${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`}
      role="group"
      aria-label={`Statechart of the ${chart.id} machine`}
      // As wide as the card, never wider than the layout: a small chart keeps its size.
      css={{
        display: 'block',
        width: '100%',
        maxWidth: layout.width,
        height: 'auto',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <defs>
        {[
          [markerId, line],
          [activeMarkerId, activeStroke],
        ].map(([id, color]) => (
          <marker
            key={id}
            id={id}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={color} />
          </marker>
        ))}
      </defs>
      {nodes.map((node) => {
        const { x = 0, y = 0, width = 0, height = 0 } = node;
        if (node.id.endsWith('#initial')) {
          return (
            <circle key={node.id} cx={x + width / 2} cy={y + height / 2} r={width / 2} fill={ink} />
          );
        }
        if (node.id.endsWith('#any')) {
          return (
            <g key={node.id}>
              <rect
                x={x}
                y={y}
                width={width}
                height={height}
                rx={6}
                fill="#fff"
                stroke={line}
                strokeDasharray="4 3"
              />
              <text x={x + PADDING} y={y + PADDING + 11} fill={muted} css={{ font: FONTS.small }}>
                {node.labels?.[0]?.text}
              </text>
            </g>
          );
        }
        const state = states.get(node.id);
        if (!state) return null;
        const isActive = active.has(state.id);
        const isRegion = parentOf.get(state.id)?.type === 'parallel';
        const mark = markOf(coverage, state.id, true);
        const colors = mark ? COVERAGE_COLORS[mark] : null;
        let baseline = y + PADDING;
        return (
          <g
            key={node.id}
            data-state-id={state.id}
            data-active={isActive || undefined}
            data-coverage={mark ?? undefined}
            {...(mark === 'uncovered' ? explainable(state.id, state.id, onExplain) : {})}
          >
            <title>
              {[
                state.id,
                coverageNote(mark, coverage, state.id),
                state.description,
                state.tags.length ? `tags: ${state.tags.join(', ')}` : '',
                state.entry.length ? `entry: ${state.entry.join(', ')}` : '',
                state.invokes.length ? `invokes: ${state.invokes.join(', ')}` : '',
              ]
                .filter(Boolean)
                .join('\n')}
            </title>
            <rect
              x={x}
              y={y}
              width={width}
              height={height}
              rx={state === chart.root ? 10 : 8}
              // Only the innermost active states are filled, so the chart does not turn blue.
              fill={isActive && state.children.length === 0 ? activeFill : (colors?.fill ?? '#fff')}
              stroke={isActive ? activeStroke : (colors?.stroke ?? line)}
              strokeWidth={isActive || colors ? 2 : 1}
              strokeDasharray={isRegion ? '6 4' : undefined}
            />
            {state.type === 'final' && (
              <rect
                x={x + 3}
                y={y + 3}
                width={width - 6}
                height={height - 6}
                rx={6}
                fill="none"
                stroke={isActive ? activeStroke : line}
              />
            )}
            {linesOf(state).map((l, i) => {
              baseline += LINE_HEIGHT[l.style];
              return (
                <text
                  key={i}
                  x={x + PADDING}
                  y={baseline - 4}
                  fill={l.style === 'title' ? ink : muted}
                  css={{ font: FONTS[l.style] }}
                >
                  {i === 0 && state.type === 'parallel' ? `${l.text} (parallel)` : l.text}
                </text>
              );
            })}
          </g>
        );
      })}
      {edges.map((edge) => {
        const transition = transitions.get(edge.id.split('>')[0]!);
        const from = transition ? transition.source : edge.sources[0]!.replace(/#initial$/, '');
        // Arrows the followed actor could take now are drawn strong.
        const live = transition ? active.has(from) : false;
        const label = edge.labels?.[0];
        const mark = transition ? markOf(coverage, transition.id, false) : null;
        const stroke = live ? activeStroke : mark ? COVERAGE_COLORS[mark].stroke : line;
        return (
          <g
            key={edge.id}
            data-transition-id={transition?.id}
            data-coverage={mark ?? undefined}
            {...(transition && mark === 'uncovered'
              ? explainable(transition.id, transition.id, onExplain)
              : {})}
          >
            {transition && (
              <title>
                {[
                  transition.label,
                  coverageNote(mark, coverage, transition.id),
                  transition.description,
                  transition.actions.length ? `actions: ${transition.actions.join(', ')}` : '',
                ]
                  .filter(Boolean)
                  .join('\n')}
              </title>
            )}
            <path
              d={pathOf(edge)}
              fill="none"
              stroke={stroke}
              strokeWidth={live || mark ? 1.8 : 1.1}
              strokeDasharray={mark === 'excluded' ? '4 3' : undefined}
              markerEnd={`url(#${live ? activeMarkerId : markerId})`}
            />
            {label && (
              <>
                <rect
                  x={label.x}
                  y={label.y}
                  width={label.width}
                  height={label.height}
                  rx={3}
                  fill="#fff"
                  fillOpacity={0.9}
                />
                <text
                  x={(label.x ?? 0) + 4}
                  y={(label.y ?? 0) + 12}
                  fill={live ? activeStroke : mark ? COVERAGE_COLORS[mark].stroke : ink}
                  css={{ font: FONTS.small }}
                >
                  {label.text}
                </text>
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
