// The Content-Security-Policy as built: every page carries a strict policy in a <meta> (no
// 'unsafe-inline', no 'unsafe-eval', no 'wasm-unsafe-eval': the site runs no WebAssembly) and
// no style attribute, and the same strict policy is served from dist/_headers. (That pages, the
// solver worker and a played example run under it is checked in a browser: tests/e2e/csp.spec.ts
// and all-pages.spec.ts.)
import { expect, test } from 'vitest';
import { builtPages, headerPolicy, pageHtml } from '../shared/built.ts';

test('the policy is strict, in every page and in _headers', () => {
  const policy = headerPolicy();
  for (const source of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data: blob:']) {
    expect(policy.split(/[;\s]+/), `_headers allows ${source}`).not.toContain(source);
  }
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  for (const path of builtPages()) {
    const html = pageHtml(path);
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/i.exec(html);
    expect(meta, `${path} has a policy <meta>`).not.toBeNull();
    expect(meta![1]).toMatch(/script-src 'self'/);
    // No source with "unsafe" in its name (the site search ranks in plain JavaScript, without WebAssembly).
    expect(meta![1] ?? '').not.toMatch(/unsafe-/);
    expect(html, `${path} has no style attribute`).not.toMatch(/<[a-z][^>]*\sstyle=/i);
  }
});
