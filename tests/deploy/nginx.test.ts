import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../machines/constants';
import { CONTACT_API_PATH, localizedPath, notFoundFile } from '../../src/urls';
import { pageHref } from '../../src/routes';

/**
 * deploy/nginx.conf is written by hand: these hold it to the route table and the language rule
 * (src/urls.ts) that the service, the build and the static hosts take from them.
 */
const conf = readFileSync(join(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8');

/** The `location` blocks with their bodies (none of the site's nests another block). */
const locations = [...conf.matchAll(/^\s*location (?:(~|=) )?(\S+) \{([^}]*)\}/gm)].map(
  ([, modifier, match, body]) => ({ modifier, match: match!, body: body! }),
);

/** The block nginx picks for a path, among the regular expressions and then prefixes. */
function locationFor(path: string) {
  const regex = locations.find(
    ({ modifier, match }) => modifier === '~' && new RegExp(match).test(path),
  );
  if (regex) return regex;
  return locations
    .filter(({ modifier, match }) => modifier === undefined && path.startsWith(match))
    .sort((a, b) => b.match.length - a.match.length)[0];
}

describe('deploy/nginx.conf', () => {
  it.each(LANGUAGES)(
    'answers an unknown %s path with that language’s not-found page',
    (language) => {
      for (const unknown of ['/nope', '/services/nope']) {
        const { body } = locationFor(localizedPath(unknown, language)) ?? { body: '' };
        expect(body, unknown).toContain(`error_page 404 ${notFoundFile(language)};`);
      }
    },
  );

  it.each(LANGUAGES)(
    'passes the %s contact page, and only it, to the contact service',
    (language) => {
      const contact = pageHref('contact', language);
      for (const path of [contact, `${contact}/`])
        expect(locationFor(path)?.body, path).toContain('proxy_pass http://kavana_contact;');
      const thanks = pageHref('contactThanks', language);
      expect(locationFor(thanks)?.body, thanks).not.toContain('proxy_pass');
    },
  );

  it('passes the form’s posts to the contact service', () => {
    expect(locationFor(CONTACT_API_PATH)?.body).toContain('proxy_pass http://kavana_contact;');
  });
});
