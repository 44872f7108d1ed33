import type { PageDocument } from '../../../content/page-document';

/**
 * The accessibility statement in English (Israeli regulation 35, IS 5568 / WCAG 2.1 AA). The
 * Hebrew document (`he.ts`) matches it block for block. Contact details and the review date are
 * placeholders, filled from `src/config/site.ts`.
 */
export default {
  blocks: [
    {
      kind: 'hero',
      page: 'accessibility',
      intro:
        'We want every visitor to be able to learn what we do and get in touch, whatever device, browser or assistive technology they use. This statement explains how the site meets that aim, where it still falls short, and how to reach us if something gets in your way.',
    },
    {
      kind: 'section',
      title: 'The standard we follow',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'The site is designed to conform to Israeli Standard IS 5568, which adopts the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, as required by the Equal Rights for Persons with Disabilities (Service Accessibility Adjustments) Regulations, 2013.',
            'We test every page in English and in Hebrew with automated checks (axe) on each change, and by hand with the keyboard alone, with screen-reader software and at 200% zoom.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'What we have done',
      body: [
        {
          kind: 'prose',
          paragraphs: ['Among the adjustments made on this site:'],
          list: [
            'Every page can be used with the keyboard alone, with a visible focus indicator on every link and control.',
            'A “Skip to main content” link is the first thing the Tab key reaches on every page.',
            'Notifications appear in a region you can jump to with the {hotkey} key; they stay on screen while you hover over or focus them.',
            'Pages are built with headings, landmarks and lists that screen readers announce, and every control has a name.',
            'Hebrew pages are marked right-to-left and English pages left-to-right, so text is read in the right direction and language.',
            'Text and controls meet the AA contrast ratios; the layout adapts from small phones to wide screens and to zoom without horizontal scrolling.',
            'Animations are reduced or stopped when your system asks for reduced motion, and the demo on the home page never starts on its own in that case.',
            'The view can be set to the mobile or the desktop layout with the buttons at the bottom right, when they are shown.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'Known gaps and alternatives',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'The charts in the demo on the home page and the service illustrations are described in text next to them; the exact figures behind them are illustrative and are not offered as a data table. If you need them, write to us and we will send them in an accessible format.',
            'Documents we send during a project (proposals, reports) are prepared in accessible formats on request.',
            'If you find a page or a feature that is hard to use, please tell us: we will fix it, and meanwhile give you the same information another way.',
          ],
        },
      ],
    },
    {
      kind: 'section',
      title: 'Contact our accessibility coordinator',
      body: [
        {
          kind: 'prose',
          paragraphs: [
            'Our accessibility coordinator is {coordinator}. You can reach them by e-mail at {a11yEmail} or by phone at {a11yPhone}, Sunday to Thursday, 9:00–18:00, or by post at {legalName}, {address}.',
            'Please tell us which page you were on, what you were trying to do and which browser or assistive technology you use. We answer within five business days.',
          ],
        },
      ],
    },
    { kind: 'reviewed', text: 'This statement was last reviewed on {date}.' },
  ],
} satisfies PageDocument;
