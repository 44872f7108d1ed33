import type { SessionEntry } from '../session';
import { candidatesOf } from '../candidates';
import { chartOf } from './machine-charts';
import { colors, compact, eventName, mono } from './look';

const transitionText = (t: { source: string; targets: readonly string[] }) =>
  `${t.source} → ${t.targets.join(', ') || '(stays)'}`;

/** What the step did: the event's candidates and their guards, each microstep, the actions. */
export function StepView({
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
