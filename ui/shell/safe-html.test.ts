// @vitest-environment jsdom
import { describe, expect, it, onTestFinished } from 'vitest';
import { sanitizeServiceHtml } from './safe-html';

const HOSTILE = [
  '<h3>Holiday schedule</h3>',
  '<script>window.hacked = 1</script>',
  '<p onclick="window.hacked = 2">Closed on <strong>Christmas Day</strong></p>',
  '<img src="x" onerror="window.hacked = 3">',
  '<a href="javascript:window.hacked = 4">Click me</a>',
  '<iframe src="https://evil.example.net"></iframe>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example.net">',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example.net"><button>Go</button></form>',
  '<svg onload="window.hacked = 5"><circle r="4"/></svg>',
  '<ul><li style="position:fixed">New Year’s Day</li></ul>',
].join('');

describe('sanitizeServiceHtml', () => {
  it('keeps the text and its formatting', () => {
    const clean = sanitizeServiceHtml('<h3>Holiday schedule</h3><p>Closed on:</p><ul><li><strong>Labor Day</strong>: September 1</li></ul>');
    expect(clean).toBe('<h3>Holiday schedule</h3><p>Closed on:</p><ul><li><strong>Labor Day</strong>: September 1</li></ul>');
  });

  it('drops scripts, handlers, links, images, frames, forms, styles, SVG and meta refreshes', () => {
    const clean = sanitizeServiceHtml(HOSTILE);
    for (const banned of ['<script', 'onclick', 'onerror', 'onload', 'javascript:', '<a', '<img', '<iframe', '<meta', '<style', '<form', '<svg', 'style=', 'evil']) {
      expect(clean).not.toContain(banned);
    }
    expect(clean).toContain('Christmas Day');
    expect(clean).toContain('Click me');
    expect(clean).toContain('New Year’s Day');
  });

  it('runs nothing when the result is put in the page', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeServiceHtml(HOSTILE);
    document.body.append(host);
    // Test files share the document: leave nothing in it for the next one.
    onTestFinished(() => host.remove());
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(host.querySelectorAll('script, a, img, iframe, form, svg, [onclick], [onerror]')).toHaveLength(0);
  });
});
