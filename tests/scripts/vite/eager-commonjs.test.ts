import { describe, expect, it } from 'vitest';
import { eagerCommonJs, eagerFactories } from '../../../scripts/vite/eager-commonjs';
import { buildFixture, INDEX_HTML } from './fixture-build';

describe('CommonJS factories as function expressions in a rendered chunk', () => {
  it('rewrites each arrow factory and leaves its body and closing as they were', () => {
    const code = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin$1(((exports, module) => {',
      '\tmodule.exports = require_a();',
      '}));',
      'var require_c = __commonJS(((exports, module, __require) => {}));',
    ].join('\n');
    expect(eagerFactories(code)).toBe(
      [
        'var require_a = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '\texports.a = 1;',
        '}));',
        'var require_b = /* @__PURE__ */ __commonJSMin$1((function(exports, module) {',
        '\tmodule.exports = require_a();',
        '}));',
        'var require_c = __commonJS((function(exports, module, __require) {}));',
      ].join('\n'),
    );
  });

  it('leaves a chunk without CommonJS as it is', () => {
    const code = 'const double = (x) => { return 2 * x; };\nexport { double };';
    expect(eagerFactories(code)).toBe(code);
  });

  it('fails on a factory written some other way, rather than leave it lazy', () => {
    const code = 'var require_a = __commonJSMin((exports) => { exports.a = 1; });';
    expect(() => eagerFactories(code)).toThrow(/1 of 1 CommonJS factories/);
  });
});

describe('eager CommonJS in a minified client build', () => {
  it('keeps each factory a parenthesised function expression through the minifier', async () => {
    const { chunks } = await buildFixture(
      {
        'index.html': INDEX_HTML,
        'main.js': 'import { answer } from "./answer.cjs";\ndocument.title = String(answer());',
        'answer.cjs': 'exports.answer = function () { return 42; };',
      },
      [eagerCommonJs()],
      { minify: true },
    );
    const entry = chunks.find((chunk) => chunk.isEntry)!;
    // The minifier names the factory's parameter as it likes, and may inline the wrapper.
    expect(entry.code).toMatch(
      /\(\(function\(([\w$]+)\)\{\1\.answer=function\(\)\{return 42\}\}\)\)/,
    );
    expect(entry.code).not.toMatch(/\(\(?[\w$,]*\)?=>\{[\w$]+\.answer=/);
  });
});
