/**
 * The comparison behind `npm run parity` (issue #10): the English and Hebrew versions of the same
 * content may differ in their prose only. Both must have the same keys, the same array lengths,
 * the same kinds of values, the same block kinds and the same `{placeholder}` sets, and the
 * fields that are not prose (ids, hrefs, icons, numbers) must be equal. A translator who drops a
 * FAQ item or renames a placeholder then fails the build, instead of a visitor finding a gap.
 */
import { placeholdersOf } from '../../src/i18n/locale';

/** The names the two sides are reported by, e.g. `en` and `he`, or `demoTexts.en`. */
export interface SideLabels {
  left: string;
  right: string;
}

/** Keys whose values tell blocks apart: the two languages must use the same blocks in order. */
const DISCRIMINATORS = new Set(['kind', 'type']);

/** Keys whose string values are not prose, so both languages must carry the same value. */
const NON_PROSE_KEYS = new Set(['id', 'href', 'icon', 'src', 'slug', 'page', 'to']);
const NON_PROSE_SUFFIX = /[a-z](Id|Href|Icon)$/;

const isNonProse = (key: string | undefined): boolean =>
  key !== undefined &&
  (DISCRIMINATORS.has(key) || NON_PROSE_KEYS.has(key) || NON_PROSE_SUFFIX.test(key));

/** What a value is, as far as parity goes: its `typeof`, with arrays and `null` told apart. */
type Kind =
  | 'array'
  | 'null'
  | 'object'
  | 'string'
  | 'number'
  | 'bigint'
  | 'boolean'
  | 'symbol'
  | 'undefined'
  | 'function';

function kindOf(value: unknown): Kind {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

const isObject = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

const article = (kind: Kind) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `faq.items[2].question`; keys that are not identifiers (`contact.field.email`) in brackets. */
const child = (path: string, key: string) =>
  IDENTIFIER.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;

const describe = (value: unknown) =>
  typeof value === 'function' ? value.name || 'a function' : JSON.stringify(value);

/** The distinct placeholder names of a string, sorted: a sentence may use one twice. */
const placeholderSet = (text: string) => [...new Set(placeholdersOf(text))];

const list = (names: string[]) =>
  names.length === 0 ? 'none' : names.map((name) => `{${name}}`).join(', ');

/**
 * Every structural difference between `left` and `right`, one sentence each, naming the place
 * from the right side's point of view: `he.faq.items has 5 items, en has 6`. Empty when the two
 * differ in prose only.
 */
export function compareStructure(
  left: unknown,
  right: unknown,
  labels: SideLabels = { left: 'en', right: 'he' },
): string[] {
  const differences: string[] = [];

  function visit(a: unknown, b: unknown, path: string, key: string | undefined) {
    const where = `${labels.right}${path}`;
    const kindA = kindOf(a);
    const kindB = kindOf(b);
    if (kindA !== kindB) {
      differences.push(`${where} is ${article(kindB)}, ${labels.left} has ${article(kindA)}`);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length) {
        const items = b.length === 1 ? 'item' : 'items';
        differences.push(`${where} has ${b.length} ${items}, ${labels.left} has ${a.length}`);
        return;
      }
      a.forEach((item, index) => visit(item, b[index], `${path}[${index}]`, key));
      return;
    }
    if (isObject(a) && isObject(b)) {
      for (const name of Object.keys(a)) {
        if (!(name in b)) {
          differences.push(`${labels.right}${child(path, name)} is missing, ${labels.left} has it`);
        }
      }
      for (const name of Object.keys(b)) {
        if (!(name in a)) {
          differences.push(`${labels.left}${child(path, name)} is missing, ${labels.right} has it`);
        }
      }
      for (const name of Object.keys(a)) {
        if (name in b) visit(a[name], b[name], child(path, name), name);
      }
      return;
    }
    if (typeof a === 'string' && typeof b === 'string' && !isNonProse(key)) {
      const namesA = placeholderSet(a);
      const namesB = placeholderSet(b);
      if (namesA.join() !== namesB.join()) {
        const has =
          namesB.length === 0 ? 'has no placeholders' : `has placeholders ${list(namesB)}`;
        differences.push(`${where} ${has}, ${labels.left} has ${list(namesA)}`);
      }
      return;
    }
    // Not prose: a number, a flag, an id, an href, an icon, a block kind or a component.
    if (!Object.is(a, b)) {
      differences.push(`${where} is ${describe(b)}, ${labels.left} has ${describe(a)}`);
    }
  }

  visit(left, right, '', undefined);
  return differences;
}
