/**
 * The comparison behind `npm run parity` (issues #10 and #20): the English and Hebrew versions of
 * the same content may differ in their prose only, and what counts as prose is an allow-list.
 * Everything else (keys, list lengths, block kinds, styles, tones, widths, ids, hrefs, icons,
 * topics, numbers, flags) must be equal, so an English `bubbles` block beside a Hebrew `cards`
 * block fails the build. Prose must be there in both languages and carry the same `{placeholder}`
 * names: a translator who drops a FAQ item, leaves a string empty or renames a placeholder fails
 * the build too, instead of a visitor finding the gap.
 */
import { placeholdersOf } from '../../src/i18n/placeholders';

/** The names the two sides are reported by, e.g. `en` and `he`, or `demoTexts.en`. */
export interface SideLabels {
  left: string;
  right: string;
}

/**
 * The fields a translator writes, by name and whatever block holds them: a new block kind that
 * reuses these names needs no change here, and a new prose field fails parity (quoting both
 * languages' text) until it is named. A string in any other field is data both languages share. A camelCase name ending in one of these is prose as well (`saidLabel`,
 * `phoneLead`, `deliverableLabel`); `name` is not here, because it names an island.
 */
const PROSE_FIELDS = new Set([
  'action',
  'answer',
  'approach',
  'cause',
  'challenge',
  'checklist',
  'client',
  'context',
  'deliverable',
  'detail',
  'eyebrow',
  'figure',
  'headline',
  'highlights',
  'intro',
  'items',
  'label',
  'lead',
  'list',
  'measured',
  'meta',
  'note',
  'paragraphs',
  'question',
  'result',
  'said',
  'shown',
  'takeaways',
  'term',
  'text',
  'title',
]);

/**
 * Fields whose strings are prose however deep they sit, because their keys are the writer's own
 * names: a chart's `texts`, a block's `labels`, the `cards` written for each service.
 */
const PROSE_TREES = new Set(['cards', 'labels', 'texts']);

/** The last word of a camelCase name, lower-cased: `phoneLead` → `lead`. */
const lastWord = (name: string) => /[a-z\d]([A-Z][a-z]*)$/.exec(name)?.[1]?.toLowerCase();

const isProseField = (name: string) => {
  const last = lastWord(name);
  return PROSE_FIELDS.has(name) || (last !== undefined && PROSE_FIELDS.has(last));
};

/**
 * Whether the strings at a place may differ: `data` must be equal; `prose` is this field's own
 * text (an object inside it is data again: `intro: { message }`); `texts` is prose all the way down.
 */
type Place = 'data' | 'prose' | 'texts';

function placeOf(name: string, parent: Place): Place {
  if (parent === 'texts' || PROSE_TREES.has(name)) return 'texts';
  return isProseField(name) ? 'prose' : 'data';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `faq.items[2].question`; keys that are not identifiers (`contact.field.email`) in brackets. */
const child = (path: string, key: string) =>
  IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

const count = (length: number) => `${length} ${length === 1 ? 'item' : 'items'}`;

/** A value as a message shows it: a scalar as written, a list or an object by its kind. */
function describe(value: unknown): string {
  if (Array.isArray(value)) return `a list of ${count(value.length)}`;
  if (isObject(value)) return 'an object';
  return JSON.stringify(value) ?? String(value);
}

/** The distinct placeholder names of a string, sorted: a sentence may use one twice. */
const placeholderSet = (text: string) => [...new Set(placeholdersOf(text))];

const list = (names: string[]) =>
  names.length === 0 ? 'no placeholders' : names.map((name) => `{${name}}`).join(', ');

const isBlank = (text: string) => text.trim() === '';

/**
 * Every difference between `left` and `right` that is not a difference in prose, one sentence
 * each, naming the place and both values from the right side's point of view:
 * `he.blocks[2].body[0].style is "cards", en has "bubbles"`. Empty when they differ in prose only.
 */
function compare(left: unknown, right: unknown, labels: SideLabels, root: Place): string[] {
  const differences: string[] = [];

  function visitProse(a: string, b: string, path: string) {
    const where = `${labels.right}${path}`;
    if (isBlank(a) && isBlank(b)) {
      differences.push(`${where} and ${labels.left}${path} are both empty`);
      return;
    }
    if (isBlank(b)) differences.push(`${where} is empty, ${labels.left} has ${describe(a)}`);
    if (isBlank(a)) {
      differences.push(`${labels.left}${path} is empty, ${labels.right} has ${describe(b)}`);
    }
    const namesA = placeholderSet(a);
    const namesB = placeholderSet(b);
    if (namesA.join() !== namesB.join()) {
      differences.push(
        `${where} is ${describe(b)} with ${list(namesB)}, ` +
          `${labels.left} is ${describe(a)} with ${list(namesA)}`,
      );
    }
  }

  function visit(a: unknown, b: unknown, path: string, place: Place) {
    const where = `${labels.right}${path}`;
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) {
        differences.push(`${where} has ${count(b.length)}, ${labels.left} has ${a.length}`);
        return;
      }
      a.forEach((item, index) => visit(item, b[index], `${path}[${index}]`, place));
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const name of Object.keys(a)) {
        if (!(name in b)) {
          differences.push(
            `${labels.right}${child(path, name)} is missing, ${labels.left} has ${describe(a[name])}`,
          );
        }
      }
      for (const name of Object.keys(b)) {
        if (!(name in a)) {
          differences.push(
            `${labels.left}${child(path, name)} is missing, ${labels.right} has ${describe(b[name])}`,
          );
        }
      }
      for (const name of Object.keys(a)) {
        if (name in b) visit(a[name], b[name], child(path, name), placeOf(name, place));
      }
      return;
    }
    if (typeof a === 'string' && typeof b === 'string' && place !== 'data') {
      visitProse(a, b, path);
      return;
    }
    // Data, or values of different kinds: a block kind, a style, an href, a number, a flag.
    if (!Object.is(a, b)) {
      differences.push(`${where} is ${describe(b)}, ${labels.left} has ${describe(a)}`);
    }
  }

  visit(left, right, '', root);
  return differences;
}

const LANGUAGES: SideLabels = { left: 'en', right: 'he' };

/**
 * Compares two documents (a page, a content module): only the strings in prose fields
 * (`PROSE_FIELDS`, `PROSE_TREES`) may differ, and everything else must be equal.
 */
export const compareDocuments = (left: unknown, right: unknown, labels = LANGUAGES) =>
  compare(left, right, labels, 'data');

/**
 * Compares two sets of texts (the chrome dictionaries, a component's texts), where every string
 * is prose: the keys, list lengths, placeholders and any value that is not a string must match.
 */
export const compareTexts = (left: unknown, right: unknown, labels = LANGUAGES) =>
  compare(left, right, labels, 'texts');
