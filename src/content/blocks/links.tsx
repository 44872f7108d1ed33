import type { Language } from '../../../machines/constants';
import { Card, CardGrid } from '../../components/content';
import { messagesFor } from '../../i18n/messages';
import { Island } from '../../islands/Island';
import { pageHref, pageRoutes } from '../../routes';
import type { IslandBody, ServiceId, ServicesBody } from '../document';

type ServiceRoute = Extract<(typeof pageRoutes)[number], { nav: { group: 'services' } }>;

const serviceRoutes = pageRoutes.filter(
  (route): route is ServiceRoute => route.nav.group === 'services',
);

/** A link card per service, in the side bar's order, with its icon and name and the page's text. */
export function Services({ body, language }: { body: ServicesBody; language: Language }) {
  const messages = messagesFor(language);
  return (
    <CardGrid>
      {serviceRoutes.map((route) => (
        <Card
          language={language}
          key={route.id}
          href={pageHref(route.id, language)}
          icon={route.nav.icon}
          title={messages[route.nav.label]}
          text={body.cards[route.id satisfies ServiceId]}
        />
      ))}
    </CardGrid>
  );
}

const placeholders = { '28rem': { minHeight: '28rem' } } as const;

/** An island (the demo player): rendered in place, hydrated on its own. */
export function IslandView({ body }: { body: IslandBody }) {
  return <Island name={body.name} fallback={<div css={placeholders[body.minHeight]} />} />;
}
