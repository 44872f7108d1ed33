import type { Language } from '../../machines/constants';
import {
  CallToAction,
  Chart,
  ContactLine,
  Hero,
  HeroIllustration,
  Reviewed,
  Section,
} from './blocks';
import { messagesFor } from '../i18n/messages';
import { pageHref } from '../routes';
import { BodyView, FigureView } from './BodyView';
import type { Charts } from '../charts/chart-registry';
import type { Block, PageDocument } from './page-document';
import { withSiteValues } from './site-values';

export interface DocumentPageProps {
  document: PageDocument;
  language: Language;
  /** The charts the document names, loaded with it (`loadCharts`). */
  charts: Charts;
}

/** One block of a page, by its kind. */
function BlockView({
  block,
  charts,
  language,
}: {
  block: Block;
  charts: Charts;
  language: Language;
}) {
  switch (block.kind) {
    case 'hero': {
      const messages = messagesFor(language);
      return (
        <Hero
          language={language}
          eyebrow={messages[`page.${block.page}.title`]}
          title={messages[`page.${block.page}.heading`]}
          intro={
            typeof block.intro === 'string'
              ? withSiteValues(block.intro)
              : messages[block.intro.message]
          }
          actions={block.actions?.map((action) => ({
            href: pageHref(action.page, language),
            label: action.label,
          }))}
          highlights={block.highlights?.map(withSiteValues)}
          illustration={
            block.decoration === 'dashboard' ? (
              <HeroIllustration />
            ) : (
              block.illustration && (
                <Chart chart={block.illustration} charts={charts} language={language} />
              )
            )
          }
        />
      );
    }
    case 'section': {
      // The block's other fields (tone, id, eyebrow, title, intro) are the section's, by name.
      const { kind, body, ...heading } = block;
      return (
        <Section language={language} {...heading}>
          {body.map((item, index) => (
            <BodyView key={index} body={item} charts={charts} language={language} />
          ))}
        </Section>
      );
    }
    case 'figure':
      return <FigureView body={block} language={language} />;
    case 'callToAction':
      return (
        <CallToAction
          language={language}
          topic={block.topic}
          title={block.title}
          text={block.text}
          actionLabel={block.action}
        >
          <ContactLine
            language={language}
            phoneLead={block.phoneLead}
            emailLead={block.emailLead}
          />
        </CallToAction>
      );
    case 'reviewed':
      return <Reviewed block={block} language={language} />;
  }
}

/**
 * A page rendered from its document: the same blocks, in the same order, in either language.
 * It reads nothing but its props, so it renders (and is tested) without the app's actors.
 */
export function DocumentPage({ document, language, charts }: DocumentPageProps) {
  return (
    <>
      {document.blocks.map((block, index) => (
        <BlockView key={index} block={block} charts={charts} language={language} />
      ))}
    </>
  );
}
