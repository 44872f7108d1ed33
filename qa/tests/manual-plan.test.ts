import { describe, expect, it } from 'vitest';
import { projectById } from '../paths/devices';
import { pathsOf } from '../paths/generate';
import {
  audienceOf,
  manualPlanMarkdown,
  manualPlanOf,
  type ManualPath,
} from '../paths/manual-plan';
import type { AnyPathSpec, Check, GeneratedPath, Target } from '../paths/model';
import { planOf } from '../paths/plan';
import { languagePaths } from '../paths/specs/language.paths';
import { sideBarPaths } from '../paths/specs/side-bar.paths';

const BUTTON: Target = { css: '#menu-button', label: 'the menu button' };
const phoneHe = projectById('phone-he');
const desktopEn = projectById('desktop-en');

/** The side bar's path on `project` whose title has `words`. */
function sideBarPath(project: string, words: string): GeneratedPath {
  const path = (pathsOf(sideBarPaths) as GeneratedPath[]).find(
    (candidate) => candidate.projects.includes(project) && candidate.title.includes(words),
  );
  if (!path) throw new Error(`no side-bar path on ${project} with "${words}"`);
  return path;
}

const everySaid = (plan: ManualPath) =>
  plan.steps.flatMap((step) => [...step.expected.see, ...step.expected.automation]);

describe('the manual test plan', () => {
  it('leaves markup, storage and computed styles to automation unless a check says a person sees it', () => {
    const expanded: Check = {
      kind: 'attribute',
      target: BUTTON,
      name: 'aria-expanded',
      value: 'true',
      says: 'marked expanded',
    };
    const width: Check = {
      kind: 'css',
      target: BUTTON,
      property: 'width',
      value: '0px',
      says: 'w',
    };
    expect(audienceOf(expanded)).toBe('automation');
    expect(audienceOf(width)).toBe('automation');
    expect(audienceOf({ ...width, for: 'person' })).toBe('person');
    expect(audienceOf({ kind: 'text', target: BUTTON, text: 'Menu', says: 'reads' })).toBe(
      'person',
    );
    expect(audienceOf({ kind: 'focused', target: BUTTON, says: 'focus' })).toBe('person');
    expect(audienceOf({ kind: 'storage', key: 'k', value: 'v', says: 'stored' })).toBe(
      'automation',
    );
  });

  it('says "Tap" and the visible Hebrew label on a phone, "Click" on a desktop', () => {
    const onPhone = manualPlanOf(sideBarPath('phone-he', 'choose the other page'), phoneHe);
    const doing = onPhone.steps.flatMap((step) => step.do);
    expect(doing).toContain('Tap “סיפורי הצלחה” in the menu');
    expect(doing.some((line) => line.includes('Click'))).toBe(false);

    const onDesktop = manualPlanOf(sideBarPath('narrow-en', 'choose the other page'), {
      ...desktopEn,
      device: projectById('narrow-en').device,
    });
    expect(onDesktop.steps.flatMap((step) => step.do)).toContain('Click “Use Cases” in the menu');
  });

  it('says what holds throughout once, before the first step, and each step only what changed', () => {
    const plan = manualPlanOf(
      sideBarPath('phone-he', 'press the menu button → press the menu button'),
      phoneHe,
    );
    const start = plan.beforeYouStart;
    expect(start.url).toBe('/he/about');
    expect(start.language).toBe('Hebrew');
    expect(start.throughout.see).toContain('The address bar shows /he/about');
    expect(start.throughout.automation).toContain(
      'The menu button is marked as controlling the side bar',
    );
    for (const said of [...start.throughout.see, ...start.throughout.automation])
      expect(everySaid(plan)).not.toContain(said);

    const [opened, shown, closed] = plan.steps;
    expect(opened!.do).toEqual(['Open /he/about in a new private window']);
    expect(shown!.expected.see).toContain('The page beside the menu is dimmed');
    expect(shown!.expected.automation).toContain('The menu button is marked as expanded');
    // Closing brings back what opening the page showed, and moves the focus to the button.
    expect(closed!.expected.see).toEqual([
      ...opened!.expected.see,
      'Keyboard focus is on the menu button',
    ]);
  });

  it('checks right to left on every step of the Hebrew side-bar and language paths', () => {
    for (const spec of [sideBarPaths, languagePaths] as AnyPathSpec[])
      for (const path of (pathsOf(spec) as GeneratedPath[]).filter((p) =>
        p.projects.includes('phone-he'),
      ))
        for (const step of planOf(path, phoneHe)) {
          const onHebrewPage = step.checks.some(
            (check) => check.kind === 'path' && check.path.startsWith('/he/'),
          );
          const direction = step.checks.find(
            (check) =>
              check.kind === 'attribute' && check.target.css === 'html' && check.name === 'dir',
          );
          expect(direction && 'value' in direction && direction.value, path.title).toBe(
            onHebrewPage ? 'rtl' : 'ltr',
          );
          if (onHebrewPage)
            expect(
              step.checks.some((check) => check.kind === 'text' && check.text === '03-555-0142'),
              path.title,
            ).toBe(true);
        }
  });

  it('writes a "Before you start" list and a table with a column for automation', () => {
    const plan = manualPlanOf(sideBarPath('phone-he', 'press Escape'), phoneHe);
    const markdown = manualPlanMarkdown(plan).join('\n');
    expect(markdown).toContain('**Before you start**');
    expect(markdown).toContain('| Step | Do | You should see | For automation |');
    expect(markdown).toContain('Press Escape on a keyboard connected to the device.');
    expect(markdown.match(/The address bar shows \/he\/about/g)).toHaveLength(1);
  });
});
