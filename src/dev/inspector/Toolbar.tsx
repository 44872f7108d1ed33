import { useState, type ChangeEvent } from 'react';
import { COVERAGE_COLORS } from '../StatechartSvg';
import type { ShortestPath } from '../inspector-types';
import { colors, focusRing, mono } from './look';

const group = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  alignItems: 'center',
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: '4px 8px',
  margin: 0,
} as const;

/** A file input that reads the chosen file as text. */
function FileButton({ label, onText }: { label: string; onText: (text: string) => void }) {
  const read = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    void file?.text().then(onText);
  };
  return (
    <label css={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      {label}
      <input
        type="file"
        accept="application/json,.json"
        onChange={read}
        css={{ maxWidth: 190, ...focusRing }}
      />
    </label>
  );
}

interface SessionProps {
  reviewing: boolean;
  machines: { id: string; title: string }[];
  /** The machine "Save as path" starts with: that of the actor the send form follows. */
  defaultMachine: string;
  saving: boolean;
  onExport: () => void;
  onImport: (text: string) => void;
  onCloseImport: () => void;
  onSavePath: (machineId: string) => void;
}

/** Export, import and "Save as path" of the session. */
export function SessionTools(props: SessionProps) {
  const [machine, setMachine] = useState<string | null>(null);
  const chosen = machine ?? props.defaultMachine;
  return (
    <fieldset css={group}>
      <legend css={{ fontWeight: 600, padding: '0 4px' }}>Session</legend>
      <button type="button" css={focusRing} onClick={props.onExport}>
        Export
      </button>
      <FileButton label="Import" onText={props.onImport} />
      {props.reviewing && (
        <button type="button" css={focusRing} onClick={props.onCloseImport}>
          Back to live
        </button>
      )}
      <label>
        Path of{' '}
        <select value={chosen} onChange={(e) => setMachine(e.target.value)} css={focusRing}>
          {props.machines.map(({ id, title }) => (
            <option key={id} value={id}>
              {title}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        css={focusRing}
        disabled={props.saving}
        onClick={() => props.onSavePath(chosen)}
      >
        {props.saving ? 'Saving…' : 'Save as path'}
      </button>
    </fieldset>
  );
}

interface CoverageProps {
  loaded: boolean;
  loading: boolean;
  projects: string[];
  project: string;
  onLoad: () => void;
  onFile: (text: string) => void;
  onProject: (project: string) => void;
  onHide: () => void;
}

/** Loads the paths' coverage over the charts, picks a project, and says what the colours mean. */
export function CoverageTools(props: CoverageProps) {
  return (
    <fieldset css={group}>
      <legend css={{ fontWeight: 600, padding: '0 4px' }}>Coverage</legend>
      <button type="button" css={focusRing} disabled={props.loading} onClick={props.onLoad}>
        {props.loading ? 'Loading…' : 'Load coverage'}
      </button>
      <FileButton label="or a file" onText={props.onFile} />
      {props.loaded && (
        <>
          <label>
            Project{' '}
            <select
              value={props.project}
              onChange={(e) => props.onProject(e.target.value)}
              css={focusRing}
            >
              <option value="all">all projects</option>
              {props.projects.map((project) => (
                <option key={project}>{project}</option>
              ))}
            </select>
          </label>
          <ul
            aria-label="Legend"
            css={{ display: 'flex', gap: 10, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {(
              [
                ['covered', 'covered'],
                ['uncovered', 'not covered (click for a path)'],
                ['excluded', 'excluded (hover for the rule)'],
              ] as const
            ).map(([mark, text]) => (
              <li key={mark} css={{ display: 'flex', gap: 4, alignItems: 'center' }}>
                <span
                  aria-hidden="true"
                  css={{
                    width: 12,
                    height: 12,
                    background: COVERAGE_COLORS[mark].fill,
                    border: `2px solid ${COVERAGE_COLORS[mark].stroke}`,
                  }}
                />
                {text}
              </li>
            ))}
          </ul>
          <button type="button" css={focusRing} onClick={props.onHide}>
            Hide coverage
          </button>
        </>
      )}
    </fieldset>
  );
}

/** The shortest generated path to an uncovered part, and its command to copy. */
export function ShortestPanel({
  target,
  path,
  error,
  onClose,
}: {
  target: string;
  path: ShortestPath | null;
  error: string | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = (command: string) =>
    void navigator.clipboard.writeText(command).then(() => setCopied(true));
  return (
    <section
      aria-labelledby="shortest-heading"
      css={{
        border: `1px solid ${colors.line}`,
        borderRadius: 8,
        padding: '8px 12px',
        marginBottom: 16,
      }}
    >
      <div css={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
        <h2 id="shortest-heading" css={{ fontSize: 15, margin: 0, marginInlineEnd: 'auto' }}>
          Shortest path to <code css={{ fontFamily: mono, fontWeight: 400 }}>{target}</code>
        </h2>
        <button type="button" css={focusRing} onClick={onClose}>
          Close
        </button>
      </div>
      {error && (
        <p role="alert" css={{ color: colors.error, margin: '6px 0 0' }}>
          {error}
        </p>
      )}
      {!error && !path && <p css={{ color: colors.muted, margin: '6px 0 0' }}>Finding it…</p>}
      {path && (
        <>
          <p css={{ margin: '6px 0 2px' }}>{path.title}</p>
          {/* The steps number themselves after the start line. */}
          <ul css={{ margin: 0, paddingInlineStart: 16, listStyle: 'none' }}>
            {path.steps.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ul>
          <div css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6 }}>
            <code css={{ fontFamily: mono, fontSize: 12, overflowWrap: 'anywhere' }}>
              {path.command}
            </code>
            <button type="button" css={focusRing} onClick={() => copy(path.command)}>
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
