/**
 * Renders the contact page again at run time, with a form the service refused without
 * JavaScript filled in and its errors shown (or a call to action's topic chosen), using the
 * prerendering bundle the build writes to `dist/server/prerender/`: the same React tree the
 * browser hydrates, so hydration keeps the markup.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type * as EntryServerModule from '../src/entry-server';
import type { DraftPageRenderer } from './routes/contact-page';
import type { ServiceConfig } from './config';
import { PRERENDER_ENTRY } from './layout';
import { splitRendered } from './rendered-html';

/** The page with the newly rendered body and styles in place of the prerendered ones. */
function composePage(
  prerendered: string,
  rendered: string,
  titlePrefix: string | undefined,
): string {
  const { headTags, body, css } = splitRendered(rendered);
  const open = '<div id="root">';
  const start = prerendered.indexOf(open);
  const end = prerendered.lastIndexOf('</div>', prerendered.indexOf('</body>'));
  if (start < 0 || end < start) throw new Error('The prerendered page has no root element');
  const title = /<title>[^<]*<\/title>/.exec(headTags)?.[0];
  let html = `${prerendered.slice(0, start + open.length)}${body}${prerendered.slice(end)}`;
  html = html.replace('</head>', `<style>${css}</style></head>`);
  if (title) {
    html = html.replace(
      /<title>[^<]*<\/title>/,
      titlePrefix ? title.replace('<title>', `<title>${escapeHtml(titlePrefix)}`) : title,
    );
  }
  return html;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function loadDraftPageRenderer(
  config: Pick<ServiceConfig, 'log'>,
  entry = PRERENDER_ENTRY,
): Promise<DraftPageRenderer | undefined> {
  if (!existsSync(entry)) {
    config.log(
      `${entry} is missing (npm run build): a form refused without JavaScript is shown again empty`,
    );
    return undefined;
  }
  const server = (await import(pathToFileURL(entry).href)) as typeof EntryServerModule;
  return async (path, seed, prerendered) => {
    const rendered = await server.renderPage(path, { contactSeed: seed });
    const hasErrors = Object.keys(seed.errors).length > 0;
    const language = server.languageOfPath(path);
    const prefix = hasErrors
      ? server.dictionaries[language]['contact.errorTitlePrefix']
      : undefined;
    return composePage(prerendered, rendered, prefix);
  };
}
