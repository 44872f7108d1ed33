import type { FormEvent } from 'react';
import type { LiveActor } from '../inspector-types';
import type { SendChoice } from './send-choices';
import { ActorOptions } from './ActorOptions';
import { colors, focusRing, mono } from './look';

interface Props {
  actors: LiveActor[];
  target: LiveActor | undefined;
  choices: SendChoice[];
  error: string | null;
  onTarget: (actor: string) => void;
  onSend: (actor: string, eventType: string, payload: string) => void;
}

/** Sends any event a machine handles to a live actor; a root's children's events to them. */
export function SendForm({ actors, target, choices, error, onTarget, onSend }: Props) {
  const viaChildren = choices.some((choice) => choice.via !== null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const chosen = choices[Number(new FormData(e.currentTarget).get('event'))];
    const payload = new FormData(e.currentTarget).get('payload');
    if (chosen) onSend(chosen.actor, chosen.eventType, typeof payload === 'string' ? payload : '');
  };
  const groups = new Map<string | null, { choice: SendChoice; index: number }[]>();
  choices.forEach((choice, index) => {
    groups.set(choice.via, [...(groups.get(choice.via) ?? []), { choice, index }]);
  });
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
          css={focusRing}
        >
          {actors.length === 0 && <option value="">no app tab open</option>}
          <ActorOptions actors={actors} />
        </select>
      </label>
      <label css={{ display: 'grid', gap: 2 }}>
        Event
        <select
          name="event"
          key={target?.id}
          disabled={choices.length === 0}
          aria-describedby={viaChildren ? 'send-children' : undefined}
          css={focusRing}
        >
          {[...groups].map(([via, items]) =>
            via === null ? (
              items.map(({ choice, index }) => (
                <option key={index} value={index}>
                  {choice.eventType}
                </option>
              ))
            ) : (
              <optgroup key={via} label={`to ${via}`}>
                {items.map(({ choice, index }) => (
                  <option key={index} value={index}>
                    {choice.eventType}
                  </option>
                ))}
              </optgroup>
            ),
          )}
        </select>
      </label>
      {viaChildren && (
        <p id="send-children" css={{ margin: 0, fontSize: 12, color: colors.muted }}>
          This machine handles no events of its own: these are its children&rsquo;s, and each goes
          to the child named above it.
        </p>
      )}
      <label css={{ display: 'grid', gap: 2 }}>
        Payload (JSON object, without type)
        <textarea
          name="payload"
          rows={2}
          placeholder='{"mode": "mobile"}'
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'send-error' : undefined}
          css={{ fontFamily: mono, fontSize: 12, ...focusRing }}
        />
      </label>
      {error && (
        <p id="send-error" role="alert" css={{ color: colors.error, margin: 0 }}>
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={choices.length === 0}
        css={{ justifySelf: 'start', ...focusRing }}
      >
        Send
      </button>
    </form>
  );
}
