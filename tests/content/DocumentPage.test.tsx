// @vitest-environment jsdom
/**
 * `DocumentPage` on its own, with no app actors and no router around it: a small document, in
 * English and in Hebrew, renders the headings, lists and links a visitor sees, in the language's
 * paths, with left-to-right runs isolated in Hebrew only.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DocumentPage } from '../../src/content/DocumentPage';
import type { PageDocument } from '../../src/content/page-document';

/** The words of the small document below, in one language. */
interface Prose {
  intro: string;
  action: string;
  highlight: string;
  eyebrow: string;
  title: string;
  paragraph: string;
  list: string[];
  link: string;
  callTitle: string;
  callText: string;
  callAction: string;
  phoneLead: string;
}

/** One document shape for both languages, as the pages have: only the prose differs. */
const documentWith = (prose: Prose): PageDocument => ({
  blocks: [
    {
      kind: 'hero',
      page: 'about',
      intro: prose.intro,
      actions: [{ page: 'usecases', label: prose.action }],
      highlights: [prose.highlight],
    },
    {
      kind: 'section',
      id: 'tools',
      eyebrow: prose.eyebrow,
      title: prose.title,
      body: [
        { kind: 'prose', paragraphs: [prose.paragraph], list: prose.list },
        { kind: 'link', page: 'contact', label: prose.link },
      ],
    },
    {
      kind: 'callToAction',
      topic: 'sales',
      title: prose.callTitle,
      text: prose.callText,
      action: prose.callAction,
      phoneLead: prose.phoneLead,
    },
  ],
});

const english = documentWith({
  intro: 'Analysts who have worked with Israeli businesses since {year}.',
  action: 'See what clients achieved',
  highlight: 'Works with your ERP',
  eyebrow: 'How we work',
  title: 'Tools you already have',
  paragraph: 'Questions? Write to {email}.',
  list: ['Excel and Power BI', 'SAP Business One'],
  link: 'Ask an analyst',
  callTitle: 'Talk to us',
  callText: 'A 30-minute call, no commitment.',
  callAction: 'Book a call',
  phoneLead: 'Or call',
});

const hebrew = documentWith({
  intro: 'אנליסטים שעובדים עם עסקים בישראל מאז {year}.',
  action: 'מה לקוחות השיגו',
  highlight: 'עובד עם ה-ERP שלכם',
  eyebrow: 'איך אנחנו עובדים',
  title: 'הכלים שכבר יש לכם',
  paragraph: 'שאלות? כתבו ל-{email}.',
  list: ['Excel ו-Power BI', 'SAP Business One בענן'],
  link: 'שאלו אנליסט',
  callTitle: 'דברו איתנו',
  callText: 'שיחה של 30 דקות, בלי התחייבות.',
  callAction: 'לתיאום שיחה',
  phoneLead: 'או התקשרו',
});

const linkNamed = (name: string) => screen.getByRole('link', { name });

/** Each link, found by its accessible name, points where the table says. */
const expectLinks = (hrefs: Record<string, string>) => {
  for (const [name, href] of Object.entries(hrefs)) {
    expect(linkNamed(name)).toHaveAttribute('href', href);
  }
};

afterEach(cleanup);

describe('DocumentPage without the app around it', () => {
  it('renders an English document: headings, list, links to English paths, no isolation', () => {
    const { container } = render(<DocumentPage document={english} language="en" charts={{}} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Kavana Analytics');
    expect(
      screen.getByText('Analysts who have worked with Israeli businesses since 2016.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Tools you already have',
      'Talk to us',
    ]);
    const list = screen.getByText('Excel and Power BI').closest('ul')!;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Excel and Power BI', 'SAP Business One']);

    expectLinks({
      'See what clients achieved': '/usecases',
      'Ask an analyst': '/contact',
      'Book a call': '/contact?topic=sales#contact-form',
      'hello@kavana-analytics.co.il': 'mailto:hello@kavana-analytics.co.il',
      '03-555-0142': 'tel:+972-3-555-0142',
    });
    expect(linkNamed('hello@kavana-analytics.co.il')).toHaveAttribute('dir', 'ltr');
    expect(container.querySelector('#tools')).toHaveTextContent('How we work');

    // The phone number is isolated in both languages; English prose never is.
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      '03-555-0142',
    ]);
  });

  it('renders a Hebrew document: Hebrew paths, Latin runs isolated left to right', () => {
    const { container } = render(<DocumentPage document={hebrew} language="he" charts={{}} />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('על כוונה אנליטיקס');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'הכלים שכבר יש לכם',
      'דברו איתנו',
    ]);
    expect(screen.getByText(/אנליסטים שעובדים/)).toHaveTextContent(
      'אנליסטים שעובדים עם עסקים בישראל מאז 2016.',
    );

    expectLinks({
      'מה לקוחות השיגו': '/he/usecases',
      'שאלו אנליסט': '/he/contact',
      'לתיאום שיחה': '/he/contact?topic=sales#contact-form',
    });
    expect(linkNamed('hello@kavana-analytics.co.il')).toHaveAttribute('dir', 'ltr');

    const list = screen.getByText('בענן', { exact: false }).closest('ul')!;
    expect(list.innerHTML).toBe(
      '<li><bdi dir="ltr" class="ltr-run">Excel</bdi> ו-<bdi dir="ltr" class="ltr-run">Power BI</bdi></li>' +
        '<li><bdi dir="ltr" class="ltr-run">SAP Business One</bdi> בענן</li>',
    );
    const isolated = [...container.querySelectorAll('bdi[dir="ltr"]')].map(
      (bdi) => bdi.textContent,
    );
    expect(isolated).toEqual([
      '2016',
      'ERP',
      'Excel',
      'Power BI',
      'SAP Business One',
      '30',
      '03-555-0142',
    ]);
  });
});
