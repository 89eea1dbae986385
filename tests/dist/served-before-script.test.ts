// What the pages say as served, before any script runs, read from the built files (no browser).
// Moved here from the browser suite (issue 29), where each was a fetch of the page inside a test
// that also opened a browser page for nothing.
import { expect, test } from 'vitest';
import { pageHtml } from '../shared/built.ts';

// Was tests/e2e/rule-citations.spec.ts "the sandbox's first verdict and a puzzle's explanation
// cite their rule in the page as served, before any script".
test("the sandbox's first verdict and a puzzle's explanation cite their rule in the page as served, before any script", () => {
  for (const path of ['/balloon-cup/puzzles/sandbox/', '/ru/balloon-cup/puzzles/sandbox/', '/balloon-cup/puzzles/rulebook-mike/']) {
    const html = pageHtml(path);
    const where = path.includes('sandbox') ? /data-verdict[^>]*>[\s\S]*?<\/div>/ : /class="bc-explanation"[\s\S]*?<\/details>/;
    const part = where.exec(html)?.[0] ?? '';
    expect(part, path).toMatch(/<button[^>]*class="rule-cite"[^>]*data-rule="8\.1"/);
  }
});

// Was the first assertion of tests/e2e/balloon-cup-play.spec.ts "the set-up form is usable
// before the game's code loads…": the server's page holds the form, Start off until the island is live.
test("the play page as served holds the set-up form with Start off until the island is live", () => {
  expect(pageHtml('/balloon-cup/play/')).toMatch(/<button[^>]*type="submit"[^>]*disabled[^>]*>Start the game/);
});
