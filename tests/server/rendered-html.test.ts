import { describe, expect, it } from 'vitest';
import { splitRendered } from '../../server/rendered-html';
import { ruleNames } from '../../src/styles/emotion-cache';

/** A piece of Emotion's server output: a `<style>` before each styled element. */
const emotion = (names: string, css: string) => `<style data-emotion="css ${names}">${css}</style>`;

describe('the styles of a prerendered page', () => {
  it('gathers the global sheets and, after them, the components’ rules into one style sheet that lists no names', () => {
    const { body, css } = splitRendered(
      '<title>t</title>' +
        '<style data-emotion="css-global abc">html{color:red}</style>' +
        emotion('1hvbl1', '.css-1hvbl1{top:0}') +
        '<p class="css-1hvbl1">a</p>' +
        emotion(
          'x9kez animation-18mjwst',
          '@keyframes animation-18mjwst{to{opacity:1}}.css-x9kez{animation:animation-18mjwst 1s}',
        ) +
        '<p class="css-x9kez">b</p>',
    );
    expect(body).toBe('<p class="css-1hvbl1">a</p><p class="css-x9kez">b</p>');
    expect(css).toBe(
      'html{color:red}.css-1hvbl1{top:0}@keyframes animation-18mjwst{to{opacity:1}}.css-x9kez{animation:animation-18mjwst 1s}',
    );
    // What the browser's Emotion cache reads back: the classes Emotion rendered.
    expect(ruleNames(css)).toEqual(['1hvbl1', 'x9kez']);
  });

  it('refuses rules whose class names are not the ones Emotion rendered', () => {
    // A rule that names another component's class: the browser would think that one inserted.
    expect(() =>
      splitRendered(emotion('1hvbl1', '.css-1hvbl1 .css-other{top:0}') + '<p>a</p>'),
    ).toThrow(/not those Emotion rendered/);
    // A global sheet that styles an Emotion class: the same.
    expect(() =>
      splitRendered(
        '<style data-emotion="css-global abc">.css-1hvbl1{color:red}</style>' + '<p>a</p>',
      ),
    ).toThrow(/not those Emotion rendered/);
  });
});
