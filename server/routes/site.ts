/** The built site, as deploy/nginx.conf serves it (server/static.ts), or 503 before a build. */
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import type { Context } from 'hono';
import type { StaticSite } from '../static';
import { refuse, type Env } from './request';

export const serveSite = (site: StaticSite | undefined) => (c: Context<Env>) => {
  if (!site) return refuse(c, 503, 'The site has not been built (npm run build).');
  site.serve(c.env.incoming, c.env.outgoing);
  return RESPONSE_ALREADY_SENT;
};
