import { css } from '@emotion/react';
import { Link } from 'wouter';
import { useLanguage } from '../state/AppActorsProvider';
import { company } from '../config/site';
import { interpolate } from '../i18n/placeholders';
import { messagesFor } from '../i18n/messages';
import { LogoMark } from './Brand';
import { localizedPath } from '../urls';
import { pageRoutes } from '../routes';
import { color, focusRing, iconTitle, size, space, text } from '../styles/theme';

const groups = [
  { title: 'footer.pages', group: 'main' },
  { title: 'footer.services', group: 'services' },
  { title: 'footer.legal', group: 'legal' },
] as const;

const columnsStyle = css({
  maxWidth: size.content,
  marginInline: 'auto',
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

const companyStyle = css({ ...iconTitle, color: color.onSideBarStrong });

const aboutStyle = css({ marginBlock: space.sm, fontSize: text.sm, color: color.onSideBarMuted });

const headingStyle = css({
  margin: `0 0 ${space.sm}`,
  fontSize: text.sm,
  color: color.onSideBarStrong,
});

const linkListStyle = css({ listStyle: 'none', margin: 0, padding: 0, fontSize: text.sm });

const listItemStyle = css({ marginBlockEnd: space.xs });

const linkStyle = css({
  color: color.onSideBar,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', color: color.onSideBarStrong },
  ...focusRing,
  '&:focus-visible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' },
});

const addressStyle = css({ fontStyle: 'normal', fontSize: text.sm, lineHeight: 1.9 });

const mutedStyle = css({ color: color.onSideBarMuted });

const rightsStyle = css({
  maxWidth: size.content,
  marginInline: 'auto',
  marginBlock: `${space.xl} 0`,
  paddingBlockStart: space.md,
  borderBlockStart: `1px solid ${color.sideBarHover}`,
  fontSize: text.sm,
  color: color.onSideBarMuted,
});

/**
 * What the footer holds (./Footer): the main pages, the services, the legal pages and the contact
 * details. It loads with client navigation: a prerendered page's own footer stays until the
 * visitor goes to a page in the other language.
 */
export function FooterContent() {
  const language = useLanguage();
  const m = messagesFor(language);
  return (
    <>
      <div css={columnsStyle}>
        <div>
          <p css={companyStyle}>
            <LogoMark size={32} />
            {company.name[language]}
          </p>
          <p css={aboutStyle}>{m['footer.about']}</p>
        </div>
        {groups.map(({ title, group }) => (
          <nav key={group} aria-label={m[title]}>
            <h2 css={headingStyle}>{m[title]}</h2>
            <ul css={linkListStyle}>
              {pageRoutes
                .filter((route) => route.nav.group === group)
                .map((route) => (
                  <li key={route.id} css={listItemStyle}>
                    <Link href={localizedPath(route.path, language)} css={linkStyle}>
                      {m[route.nav.label]}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 css={headingStyle}>{m['footer.contact']}</h2>
          <address css={addressStyle}>
            <a href={`mailto:${company.email}`} dir="ltr" css={linkStyle}>
              {company.email}
            </a>
            <br />
            <a href={`tel:${company.phone.international}`} dir="ltr" css={linkStyle}>
              {company.phone.display}
            </a>
            <br />
            <span css={mutedStyle}>{company.address[language]}</span>
          </address>
        </div>
      </div>
      <p css={rightsStyle}>
        {interpolate(m['footer.rights'], {
          year: company.legalReviewed.slice(0, 4),
          company: company.legalName[language],
        })}
      </p>
    </>
  );
}
