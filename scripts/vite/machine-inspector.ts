import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type * as SessionFile from '../../src/dev/session-file';
import type * as InspectorApi from '../../qa/inspector-api';

export const INSPECTOR_PATH = '/__machines';

/** The largest session the inspector may post to be made a path (a long session is a few MB). */
const MAX_SESSION_BYTES = 16 * 1024 * 1024;

/** A JSON answer of the inspector's endpoints. */
function answer(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** A request's body as text, refused (`null`) past `limit` bytes. */
async function bodyOf(req: IncomingMessage, limit: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Serves the dev machine inspector (src/dev/inspector.html) at `/__machines` in `npm run dev`,
 * and what it asks of the paths tooling, which runs in Node (issue #22):
 * - `GET /__machines/coverage.json`: the last `npm run paths -- run`'s paths-report/coverage.json;
 * - `POST /__machines/path` with `{ session, machine }`: the session as a path file
 *   (`pathFileOfSession`, qa/inspector-api.ts);
 * - `GET /__machines/shortest?machine=&target=[&project=]`: the shortest generated path that
 *   covers a state or transition, with the command that runs it (`shortestPathTo`, the same).
 * Errors are `{ error }` with a 4xx status. `apply: 'serve'`: a production build never sees the
 * page, so neither it nor ELK is bundled.
 */
export function machineInspector(): Plugin {
  return {
    name: 'kavana:machine-inspector',
    apply: 'serve',
    configureServer(server) {
      const load = <T>(module: string) => server.ssrLoadModule(module) as Promise<T>;
      server.middlewares.use(`${INSPECTOR_PATH}/coverage.json`, (req, res, next) => {
        if (req.method !== 'GET') return next();
        readFile(join(server.config.root, 'paths-report/coverage.json'), 'utf8')
          .then((text) => {
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(text);
          })
          .catch(() =>
            answer(res, 404, {
              error: 'No paths-report/coverage.json yet: run `npm run paths -- run` first',
            }),
          );
      });
      server.middlewares.use(`${INSPECTOR_PATH}/path`, (req, res, next) => {
        if (req.method !== 'POST') return next();
        (async () => {
          const text = await bodyOf(req, MAX_SESSION_BYTES);
          if (text === null)
            return answer(res, 413, {
              error: `The session is larger than ${MAX_SESSION_BYTES} bytes`,
            });
          let body: { session?: unknown; machine?: unknown };
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            return answer(res, 400, { error: 'The body is not JSON: send { session, machine }' });
          }
          if (typeof body.machine !== 'string' || typeof body.session !== 'object')
            return answer(res, 400, {
              error: 'Send { session, machine }: a session and a machine id',
            });
          const { parseSession } = await load<typeof SessionFile>('/src/dev/session-file.ts');
          const { pathFileOfSession, pathFileText } =
            await load<typeof InspectorApi>('/qa/inspector-api.ts');
          try {
            const session = parseSession(JSON.stringify(body.session));
            res.setHeader('Content-Type', 'application/json; charset=utf-8');
            res.end(pathFileText(pathFileOfSession(session, body.machine)));
          } catch (error) {
            answer(res, 400, { error: (error as Error).message });
          }
        })().catch(next);
      });
      server.middlewares.use(`${INSPECTOR_PATH}/shortest`, (req, res, next) => {
        if (req.method !== 'GET') return next();
        const query = new URL(req.url ?? '', 'http://dev').searchParams;
        const machine = query.get('machine');
        const target = query.get('target');
        if (!machine || !target)
          return answer(res, 400, { error: 'Ask for ?machine=…&target=…[&project=…]' });
        load<typeof InspectorApi>('/qa/inspector-api.ts')
          .then(({ shortestPathTo }) => {
            let shortest: ReturnType<typeof shortestPathTo>;
            try {
              shortest = shortestPathTo(machine, target, query.get('project') ?? undefined);
            } catch (error) {
              return answer(res, 400, { error: (error as Error).message });
            }
            if (shortest === null)
              return answer(res, 404, { error: `No generated path reaches ${target}` });
            answer(res, 200, shortest);
          })
          .catch(next);
      });
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0];
        if (path !== INSPECTOR_PATH && path !== `${INSPECTOR_PATH}/`) return next();
        readFile(join(server.config.root, 'src/dev/inspector.html'), 'utf8')
          .then((html) => server.transformIndexHtml(req.url ?? INSPECTOR_PATH, html))
          .then((html) => {
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
