import { describe, expect, it } from 'vitest';
import { parseSession, sessionText } from '../../src/dev/session-file';
import { drawerSession } from '../../qa/api';

/** The text of a copy of the session after `change`. */
const changed = (change: (session: Record<string, unknown>) => void) => {
  const session = JSON.parse(JSON.stringify(drawerSession)) as Record<string, unknown>;
  change(session);
  return JSON.stringify(session);
};

describe('a session file', () => {
  it('reads back as it was written', () => {
    expect(parseSession(sessionText(drawerSession))).toEqual(drawerSession);
  });

  it('is pretty JSON, the same bytes for the same session', () => {
    const text = sessionText(drawerSession);

    expect(text).toBe(sessionText(structuredClone(drawerSession)));
    expect(text.startsWith('{\n  "format": "kavana-inspector-session",\n')).toBe(true);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('refuses what is not JSON', () => {
    expect(() => parseSession('{"format": ')).toThrow(/^This is not JSON \(/);
  });

  it('refuses another kind of file, naming the format it expects', () => {
    const pathFile = JSON.stringify({ format: 'kavana-paths', version: 1, paths: [] });

    expect(() => parseSession(pathFile)).toThrow(
      'This is not an inspector session: its "format" is not "kavana-inspector-session"',
    );
  });

  it('refuses another version, naming both', () => {
    expect(() => parseSession(changed((session) => (session.version = 2)))).toThrow(
      'This is a version 2 session and this inspector reads version 1',
    );
  });

  it('refuses a malformed entry, saying where', () => {
    const text = changed((session) => {
      (session.entries as Array<Record<string, unknown>>)[2]!.actor = 'sideBar';
    });

    expect(() => parseSession(text)).toThrow(/^This is not a valid session: entries\.2\.actor: /);
  });
});
