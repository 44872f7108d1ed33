import { describe, expect, it, vi } from 'vitest';
import { devFavicon } from '../../../scripts/vite/dev-favicon';

type Middleware = (req: unknown, res: unknown, next: (error?: unknown) => void) => void;

/** The plugin's middleware at `/favicon.svg`, on a dev server whose modules are `load`'s. */
function middlewareWith(load: (module: string) => Promise<unknown>) {
  const use = vi.fn<(path: string, handler: Middleware) => void>();
  (devFavicon().configureServer as (server: unknown) => void)({
    middlewares: { use },
    ssrLoadModule: load,
  });
  const [path, handler] = use.mock.calls[0]!;
  return { path, handler };
}

describe('the dev server’s favicon', () => {
  it('serves the logo’s mark, from src/brand/logo.ts, at /favicon.svg', async () => {
    const load = vi.fn(() => Promise.resolve({ logoSvg: () => '<svg id="mark"/>' }));
    const { path, handler } = middlewareWith(load);
    expect(path).toBe('/favicon.svg');
    const res = { setHeader: vi.fn(), end: vi.fn() };
    await new Promise<void>((done) => {
      res.end.mockImplementation(() => done());
      handler({}, res, () => done());
    });
    expect(load).toHaveBeenCalledWith('/src/brand/logo.ts');
    expect(res.setHeader).toHaveBeenCalledWith('Content-Type', 'image/svg+xml');
    expect(res.end).toHaveBeenCalledWith('<svg id="mark"/>');
  });

  it('hands a failure to load the logo on to the server', async () => {
    const failure = new Error('no logo');
    const { handler } = middlewareWith(() => Promise.reject(failure));
    const passed = await new Promise((done) => handler({}, {}, done));
    expect(passed).toBe(failure);
  });

  it('is the dev server’s only: the build writes the favicon with the app icons', () => {
    expect(devFavicon().apply).toBe('serve');
  });
});
