import { Card, CardGrid, Hero } from '../content/blocks';
import { messagesFor } from '../i18n/messages';
import type { PageProps } from '../platform/lazy-page';
import { localizedPath } from '../urls';
import { pageRoutes } from '../routes';
import { size, space } from '../styles/theme';

const mainPages = pageRoutes.filter((route) => route.nav.group === 'main');

/**
 * An unknown address: the heading, what may have happened, and the main pages as link cards
 * (the side bar's icon, the page's name and what it is about), as the home page lists services.
 */
export default function NotFoundPage({ language }: PageProps) {
  const m = messagesFor(language);
  return (
    <>
      <Hero
        language={language}
        eyebrow="404"
        title={m['notFound.heading']}
        intro={m['notFound.intro']}
      />
      <div css={{ maxWidth: size.content, marginInline: 'auto', marginBlockStart: space.xl }}>
        <CardGrid>
          {mainPages.map((route) => (
            <Card
              key={route.id}
              language={language}
              href={localizedPath(route.path, language)}
              icon={route.nav.icon}
              title={m[route.nav.label]}
              text={m[route.description]}
            />
          ))}
        </CardGrid>
      </div>
    </>
  );
}
