import type { Language } from '../../../machines/constants';
import { Card, CardGrid } from '../../content/blocks';
import type { ServiceId } from '../../content/page-document';
import { messagesFor } from '../../i18n/messages';
import { pageHref, pageRoutes } from '../../routes';

type ServiceRoute = Extract<(typeof pageRoutes)[number], { nav: { group: 'services' } }>;

const serviceRoutes = pageRoutes.filter(
  (route): route is ServiceRoute => route.nav.group === 'services',
);

/**
 * The Home page's services: a link card for every service in the route table, in the side bar's
 * order, with its icon and name and the text the document gives it.
 */
export function ServiceCards({
  cards,
  language,
}: {
  cards: Record<ServiceId, string>;
  language: Language;
}) {
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
          text={cards[route.id]}
        />
      ))}
    </CardGrid>
  );
}
