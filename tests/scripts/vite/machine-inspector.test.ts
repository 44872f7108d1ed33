import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INSPECTOR_PATH, machineInspector } from '../../../scripts/vite/machine-inspector';

type Next = (error?: unknown) => void;
type Handler = (req: Readable & { method: string; url: string }, res: Answer, next: Next) => void;

/** What a handler answered. */
interface Answer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  setHeader: (name: string, value: string) => void;
  end: (body: string) => void;
}

/**
 * The dev server as the plugin sees it, with connect's mounting (a handler mounted at a path sees
 * the rest of the URL), modules from `modules` and the inspector page from `root`.
 */
function devServer(root: string, modules: Record<string, unknown>) {
  const stack: { path: string; handle: Handler }[] = [];
  const server = {
    config: { root },
    middlewares: {
      use: (path: string | Handler, handle?: Handler) =>
        typeof path === 'string'
          ? stack.push({ path, handle: handle! })
          : stack.push({ path: '', handle: path }),
    },
    ssrLoadModule: (module: string) => Promise.resolve(modules[module]),
    transformIndexHtml: (_url: string, html: string) => Promise.resolve(`${html}<!-- dev -->`),
  };
  (machineInspector().configureServer as (server: unknown) => void)(server);

  /** A request through the stack: what was answered, or 'next' if no handler did. */
  return (method: string, url: string, body = ''): Promise<Answer | 'next'> =>
    new Promise((resolve, reject) => {
      const res: Answer = {
        statusCode: 200,
        headers: {},
        body: '',
        setHeader: (name, value) => void (res.headers[name] = value),
        end: (text) => {
          res.body = text;
          resolve(res);
        },
      };
      const run = (index: number) => {
        const layer = stack[index];
        if (!layer) return resolve('next');
        const mounted =
          layer.path === '' || url === layer.path || /^[/?]/.test(url.slice(layer.path.length));
        if (!url.startsWith(layer.path) || !mounted) return run(index + 1);
        const req = Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
          method,
          url: layer.path ? url.slice(layer.path.length) || '/' : url,
        });
        layer.handle(req, res, (error) =>
          error
            ? reject(error instanceof Error ? error : new Error('next(error)'))
            : run(index + 1),
        );
      };
      run(0);
    });
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kavana-inspector-'));
  await mkdir(join(root, 'src/dev'), { recursive: true });
  await writeFile(join(root, 'src/dev/inspector.html'), '<title>Machine inspector</title>');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const shortestPathTo = vi.fn();
const modules = {
  '/src/dev/session-file.ts': { parseSession: (text: string) => JSON.parse(text) as unknown },
  '/qa/inspector-api.ts': {
    pathFileOfSession: (session: unknown, machine: string) => ({ session, machine }),
    pathFileText: (file: unknown) => JSON.stringify(file),
    shortestPathTo,
  },
};

describe('the dev machine inspector’s endpoints', () => {
  it('serves the inspector’s page, through Vite, at /__machines', async () => {
    const answer = await devServer(root, modules)('GET', `${INSPECTOR_PATH}/`);
    expect(answer).toMatchObject({
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: '<title>Machine inspector</title><!-- dev -->',
    });
  });

  it('passes on every other request', async () => {
    expect(await devServer(root, modules)('GET', '/about')).toBe('next');
    expect(await devServer(root, modules)('POST', `${INSPECTOR_PATH}/coverage.json`)).toBe('next');
  });

  it('answers the last coverage report, or a 404 saying how to make one', async () => {
    const request = devServer(root, modules);
    expect(await request('GET', `${INSPECTOR_PATH}/coverage.json`)).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({
        error: 'No paths-report/coverage.json yet: run `npm run paths -- run` first',
      }),
    });
    await mkdir(join(root, 'paths-report'), { recursive: true });
    await writeFile(join(root, 'paths-report/coverage.json'), '{"covered":1}');
    expect(await request('GET', `${INSPECTOR_PATH}/coverage.json`)).toMatchObject({
      statusCode: 200,
      body: '{"covered":1}',
    });
  });

  it('makes a posted session a path file', async () => {
    const answer = await devServer(root, modules)(
      'POST',
      `${INSPECTOR_PATH}/path`,
      JSON.stringify({ session: { events: [] }, machine: 'sideBar' }),
    );
    expect(answer).toMatchObject({
      statusCode: 200,
      body: JSON.stringify({ session: { events: [] }, machine: 'sideBar' }),
    });
  });

  it('refuses a posted body that is not JSON, or lacks the session or the machine', async () => {
    const request = devServer(root, modules);
    expect(await request('POST', `${INSPECTOR_PATH}/path`, '{')).toMatchObject({ statusCode: 400 });
    expect(
      await request('POST', `${INSPECTOR_PATH}/path`, JSON.stringify({ session: {} })),
    ).toMatchObject({
      statusCode: 400,
      body: JSON.stringify({ error: 'Send { session, machine }: a session and a machine id' }),
    });
  });

  it('answers the shortest path to a target, a 404 when none reaches it, a 400 when asked wrong', async () => {
    const request = devServer(root, modules);
    expect(await request('GET', `${INSPECTOR_PATH}/shortest?machine=sideBar`)).toMatchObject({
      statusCode: 400,
    });
    shortestPathTo.mockReturnValueOnce({ path: 'p', command: 'c' });
    expect(
      await request(
        'GET',
        `${INSPECTOR_PATH}/shortest?machine=sideBar&target=open&project=phone-he`,
      ),
    ).toMatchObject({ statusCode: 200, body: JSON.stringify({ path: 'p', command: 'c' }) });
    expect(shortestPathTo).toHaveBeenLastCalledWith('sideBar', 'open', 'phone-he');
    shortestPathTo.mockReturnValueOnce(null);
    expect(
      await request('GET', `${INSPECTOR_PATH}/shortest?machine=sideBar&target=gone`),
    ).toMatchObject({
      statusCode: 404,
      body: JSON.stringify({ error: 'No generated path reaches gone' }),
    });
    shortestPathTo.mockImplementationOnce(() => {
      throw new Error('No machine nowhere');
    });
    expect(
      await request('GET', `${INSPECTOR_PATH}/shortest?machine=nowhere&target=x`),
    ).toMatchObject({ statusCode: 400, body: JSON.stringify({ error: 'No machine nowhere' }) });
  });

  it('is the dev server’s only: no production build carries the inspector', () => {
    expect(machineInspector().apply).toBe('serve');
  });
});
