import { Link } from 'wouter';
import { messagesFor } from '../i18n/messages';
import type { PageProps } from '../lazy-page';
import { localizedPath } from '../paths';
import { pageRoutes } from '../routes';
import { color, space, text } from '../styles/theme';

export default function NotFoundPage({ language }: PageProps) {
  const m = messagesFor(language);
  return (
    <section css={{ maxWidth: '46rem', paddingBlock: space.xl }}>
      <p css={{ margin: 0, color: color.brand, fontWeight: 600, fontSize: text.sm }}>404</p>
      <h1 css={{ fontSize: text.display, marginBlock: `${space.sm} ${space.lg}` }}>
        {m['notFound.heading']}
      </h1>
      <p css={{ fontSize: text.lg, color: color.inkMuted }}>{m['notFound.intro']}</p>
      <ul css={{ paddingInlineStart: space.lg, lineHeight: 2 }}>
        {pageRoutes
          .filter((route) => route.nav.group === 'main')
          .map((route) => (
            <li key={route.id}>
              <Link href={localizedPath(route.path, language)}>{m[route.nav.label]}</Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
