/**
 * The report's page, drawn from its summary alone: one section per differing state with the
 * before, after and difference pictures, the ARIA diff with its changed lines marked, the paths
 * that reach the state and the line that replays the shortest. Self-contained (no script, no
 * request beyond the report's own pictures), readable in a narrow window.
 */
import type { AriaMeasure } from './compare-folders';
import type { Box, PixelMeasure } from './pixels';
import { shellWord, type Summary, type SummaryDifference } from './summary';

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const number = (value: number): string => value.toLocaleString('en');
const plural = (count: number, one: string, many = `${one}s`) =>
  `${number(count)} ${count === 1 ? one : many}`;

/** What an entry is of: `side-bar {"desktop":"expanded"}`, or `page /he/about`. */
const subject = (difference: SummaryDifference): string =>
  difference.machine === null
    ? `page ${difference.page ?? ''}`
    : `${difference.machine} ${difference.state ?? ''}`;

const where = (difference: SummaryDifference): string =>
  `${difference.project}, ${difference.theme} theme`;

const KIND_WORDS: Record<SummaryDifference['kind'], string> = {
  pixels: 'pixels',
  aria: 'accessibility tree',
  missing: 'missing (baseline only)',
  new: 'new (candidate only)',
};

const boxWords = (box: Box): string =>
  `${number(box.width)} × ${number(box.height)} pixels at x ${number(box.x)}, y ${number(box.y)}`;

function pixelWords(measure: PixelMeasure): string {
  const percent = (measure.ratio * 100).toLocaleString('en', { maximumSignificantDigits: 3 });
  const sized =
    measure.before.width !== measure.after.width || measure.before.height !== measure.after.height
      ? ` The size changed: ${measure.before.width} × ${measure.before.height} before, ${measure.after.width} × ${measure.after.height} after.`
      : '';
  return `${plural(measure.differingPixels, 'pixel')} differ (${percent} % of the image)${measure.box ? `, within ${boxWords(measure.box)}` : ''}.${sized}`;
}

function ariaWords(measure: AriaMeasure): string {
  const html = measure.htmlChanged ? ' The language or direction of the page changed.' : '';
  return `${plural(measure.removed, 'line')} removed, ${plural(measure.added, 'line')} added.${html}`;
}

/** The box over a picture, in percent of the canvas both pictures were compared on. */
function overlay(measure: PixelMeasure | null, size: { width: number; height: number }): string {
  if (!measure?.box) return '';
  const canvas = {
    width: Math.max(measure.before.width, measure.after.width),
    height: Math.max(measure.before.height, measure.after.height),
  };
  if (size.width !== canvas.width || size.height !== canvas.height) return '';
  const { x, y, width, height } = measure.box;
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;
  return `<span class="box" aria-hidden="true" style="left:${percent(x, canvas.width)};top:${percent(y, canvas.height)};width:${percent(width, canvas.width)};height:${percent(height, canvas.height)}"></span>`;
}

function figure(src: string | null, caption: string, alt: string, box: string): string {
  if (!src) return '';
  return `<figure><div class="frame"><a href="${escape(src)}"><img src="${escape(src)}" alt="${escape(alt)}" loading="lazy"></a>${box}</div><figcaption>${escape(caption)}</figcaption></figure>`;
}

function pictures(group: SummaryDifference[]): string {
  const first = group[0]!;
  const pixels = group.find((difference) => difference.kind === 'pixels');
  const measure = (pixels?.measure ?? null) as PixelMeasure | null;
  const of = `${subject(first)} on ${where(first)}`;
  const size = (side: 'before' | 'after') => measure?.[side] ?? { width: 0, height: 0 };
  const before = figure(
    first.pictures.before,
    'Before (baseline)',
    `Before: ${of}, the baseline's screenshot`,
    overlay(measure, size('before')),
  );
  const after = figure(
    first.pictures.after,
    'After (candidate)',
    `After: ${of}, the candidate's screenshot`,
    overlay(measure, size('after')),
  );
  const difference =
    measure &&
    figure(
      first.pictures.difference,
      'Difference',
      `Difference: pixels that differ in red, anti-aliasing (not counted) in yellow${measure.box ? `, the differing area (${boxWords(measure.box)}) outlined in magenta` : ''}`,
      overlay(measure, {
        width: Math.max(measure.before.width, measure.after.width),
        height: Math.max(measure.before.height, measure.after.height),
      }),
    );
  const words = measure ? `<p>${escape(pixelWords(measure))}</p>` : '';
  const heading = pixels ? 'Screenshots' : 'Screenshot';
  return `<h4>${heading}</h4>${words}<div class="pictures">${before}${after}${difference ?? ''}</div>`;
}

/** The unified diff, each changed line marked (and still prefixed, for who cannot see colour). */
function ariaDiff(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const marked = lines.map((line, index) => {
    const html = escape(line);
    if (index < 2) return `<span class="file">${html}</span>`;
    if (line.startsWith('@@')) return `<span class="hunk">${html}</span>`;
    if (line.startsWith('+')) return `<ins>${html}</ins>`;
    if (line.startsWith('-')) return `<del>${html}</del>`;
    return html;
  });
  return `<pre class="diff"><code>${marked.join('\n')}</code></pre>`;
}

function paths(first: SummaryDifference): string {
  if (first.machine === null)
    return `<h4>How to see it</h4><p>Open <a href="${escape(first.url)}">${escape(first.url)}</a> on ${escape(where(first))}.</p>`;
  const items = first.paths
    .map(
      (reach) =>
        `<li>${escape(reach.path)}: reached at step ${reach.step} of ${reach.steps - 1} (0 being the start)</li>`,
    )
    .join('');
  const against = first.kind === 'pixels' || first.kind === 'aria';
  const replay = first.replay
    ? `<p>Replay the shortest${against ? ' on both deployments, failing where the state differs (add <code>--shrink</code> for the fewest steps that show it)' : ''}:</p><pre class="command"><code>${escape(first.replay)}</code></pre>`
    : '<p>No command replays these paths: they were recorded in the inspector.</p>';
  return `<h4>Paths that reach it</h4><ul>${items}</ul>${replay}`;
}

const anchor = (index: number) => `state-${index + 1}`;

function section(group: SummaryDifference[], index: number): string {
  const first = group[0]!;
  const kinds = group.map((difference) => difference.kind);
  const only =
    first.kind === 'missing'
      ? '<p>Only the baseline has this state: the candidate did not reach it.</p>'
      : first.kind === 'new'
        ? '<p>Only the candidate has this state: the baseline did not reach it.</p>'
        : '';
  const aria = group.find((difference) => difference.kind === 'aria');
  const ariaPart =
    aria?.ariaDiff && aria.measure
      ? `<h4>Accessibility tree</h4><p>${escape(ariaWords(aria.measure as AriaMeasure))}</p>${ariaDiff(aria.ariaDiff)}`
      : '';
  return `<section class="state" aria-labelledby="${anchor(index)}">
<h3 id="${anchor(index)}">${escape(subject(first))} <span class="where">on ${escape(where(first))}</span></h3>
<dl class="facts"><dt>Differs in</dt><dd>${escape(kinds.map((kind) => KIND_WORDS[kind]).join(', '))}</dd><dt>Id</dt><dd><code>${escape(first.id)}</code></dd><dt>Address</dt><dd>${escape(first.url)}</dd></dl>
${only}${pictures(group)}${ariaPart}${paths(first)}
</section>`;
}

/** The summary's differences, one group per state, in order. */
function groups(summary: Summary): SummaryDifference[][] {
  const byId = new Map<string, SummaryDifference[]>();
  for (const difference of summary.differences)
    byId.set(difference.id, [...(byId.get(difference.id) ?? []), difference]);
  return [...byId.values()];
}

function overview(summary: Summary, states: SummaryDifference[][]): string {
  const side = (name: string, part: Summary['baseline']) =>
    `<dt>${name}</dt><dd>${escape(part.baseUrl)}, snapped in ${escape(part.engine ?? 'chromium')} ${escape(part.createdAt)}: ${plural(part.entries, 'state')} (<code>${escape(part.dir)}</code>)</dd>`;
  const { counts, thresholds } = summary;
  const verdict =
    states.length === 0
      ? `<p class="verdict">Nothing differs: all ${plural(summary.compared, 'state')} look and read the same.</p>`
      : `<p class="verdict">${plural(states.length, 'state')} differ: ${counts.pixels} in pixels, ${counts.aria} in the accessibility tree, ${counts.missing} missing, ${counts.new} new. Both folders have ${plural(summary.compared, 'state')}; ${number(summary.unchanged)} of them did not change.</p>`;
  const warnings =
    summary.warnings.length === 0
      ? ''
      : `<h2>Warnings</h2><ul>${summary.warnings.map((warning) => `<li>${escape(warning)}</li>`).join('')}</ul>`;
  const trees =
    'Accessibility trees are compared line by line, with <code>&lt;html lang dir&gt;</code> as their first line.';
  const method = summary.acrossEngines
    ? `<p>The two were snapped in different engines (<code>--across-engines</code>): only their accessibility trees are compared; the pictures are shown, not compared (each engine draws text and controls its own way). ${trees}</p>`
    : `<p>Screenshots are compared with pixelmatch: a pixel differs when its colour is further than ${thresholds.threshold} from the other's (OKLab HyAB distance, 1 being black against white) and it is not anti-aliasing; a screenshot differs when more than ${plural(thresholds.maxDiffPixels, 'pixel')} do, or its size changed. ${trees}</p>`;
  return `<dl class="sides">${side('Baseline', summary.baseline)}${side('Candidate', summary.candidate)}</dl>
${verdict}
${method}
${warnings}`;
}

function table(states: SummaryDifference[][]): string {
  if (states.length === 0) return '';
  const rows = states
    .map((group, index) => {
      const first = group[0]!;
      return `<tr><td><a href="#${anchor(index)}">${escape(subject(first))}</a></td><td>${escape(first.project)}</td><td>${escape(first.theme)}</td><td>${escape(group.map((difference) => KIND_WORDS[difference.kind]).join(', '))}</td></tr>`;
    })
    .join('\n');
  return `<h2>Differing states</h2>
<div class="scroll"><table><caption>Each differing state, with its details below</caption>
<thead><tr><th scope="col">State</th><th scope="col">Project</th><th scope="col">Theme</th><th scope="col">What differs</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

const STYLE = `
:root { color-scheme: light dark; --ink: #14213d; --paper: #fff; --muted: #4a5568; --line: #d8dee9; --add: #dcfce7; --del: #fee2e2; --box: #c026d3; }
@media (prefers-color-scheme: dark) { :root { --ink: #e8edf7; --paper: #0f1b35; --muted: #a9b6d3; --line: #33446b; --add: #14532d; --del: #7f1d1d; --box: #f0abfc; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 90rem; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
h1 { font-size: 1.6rem; } h2 { font-size: 1.3rem; margin-top: 2rem; } h3 { font-size: 1.15rem; overflow-wrap: anywhere; } h4 { font-size: 1rem; margin-bottom: 0.25rem; }
.where { font-weight: normal; color: var(--muted); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; } dd { margin: 0; overflow-wrap: anywhere; }
.scroll { overflow-x: auto; } table { border-collapse: collapse; } caption { text-align: start; color: var(--muted); }
th, td { border: 1px solid var(--line); padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
.state { border-top: 2px solid var(--line); margin-top: 2rem; }
.pictures { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 18rem), 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; } .frame { position: relative; width: fit-content; max-width: 100%; } img { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); }
.box { position: absolute; min-width: 4px; min-height: 4px; outline: 3px solid var(--box); outline-offset: 2px; pointer-events: none; }
pre { overflow-x: auto; padding: 0.5rem; border: 1px solid var(--line); } .command { white-space: pre-wrap; }
.diff ins, .diff del { display: inline-block; min-width: 100%; text-decoration: none; }
.diff ins { background: var(--add); } .diff del { background: var(--del); } .diff .hunk, .diff .file { color: var(--muted); }
code { overflow-wrap: anywhere; }
@media (max-width: 40rem) { dl { grid-template-columns: 1fr; } dt { font-weight: bold; } }
`;

/** How to approve the candidate; a comparison across engines cannot be. */
const approving = (summary: Summary, reportDir: string): string =>
  summary.acrossEngines
    ? `<h2>Approving</h2>
<p>A comparison of two engines cannot be approved: one engine's snaps are no baseline for the other's.</p>`
    : `<h2>Approving</h2>
<p>If every difference is intended, make the candidate the new baseline (it replaces <code>${escape(summary.baseline.dir)}</code>):</p>
<pre class="command"><code>npm run paths -- approve ${escape(shellWord(reportDir))}</code></pre>`;

/** The report's page, `REPORT/index.html`; `reportDir` as the command that approves it names it. */
export function reportPage(summary: Summary, reportDir: string): string {
  const states = groups(summary);
  const title =
    states.length === 0
      ? 'Snapshots compared: nothing differs'
      : `Snapshots compared: ${plural(states.length, 'state')} differ`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escape(title)}</h1>
${overview(summary, states)}
${table(states)}
${states.map(section).join('\n')}
${approving(summary, reportDir)}
</main>
</body>
</html>
`;
}
