import {createHash} from 'node:crypto';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cspInlineScriptsMap, inlineScriptHashes} from '../csp-inline-scripts.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of inline scripts the browser runs', () => {
    const html = '<script>a()</script><script type="module">b()</script><script type=text/javascript>c()</script>';
    expect(inlineScriptHashes(html)).toBe([sha('a()'), sha('b()'), sha('c()')].sort().join(' '));
  });

  it('leaves out external scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src=/assets/js/main.js defer></script><script type=application/ld+json>{"@type":"WebSite"}</script>';
    expect(inlineScriptHashes(html)).toBe('');
  });

  it('lists a script repeated on the page once', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>')).toBe(sha('a()'));
  });
});

describe('cspInlineScriptsMap', () => {
  it('makes the most common set the default and maps the other pages by their file', () => {
    const build = mkdtempSync(path.join(tmpdir(), 'csp-'));
    for (const folder of ['docs', 'blog', 'docs.html']) {
      mkdirSync(path.join(build, folder));
    }
    writeFileSync(path.join(build, 'docs/index.html'), '<script>theme()</script>');
    writeFileSync(path.join(build, 'blog/index.html'), '<script>theme()</script>');
    writeFileSync(path.join(build, 'docs.html/index.html'), '<script>location.href = "/docs/"</script>');

    const config = cspInlineScriptsMap(build);
    expect(config).toContain(`default "${sha('theme()')}";`);
    expect(config).toContain(`"/docs.html/index.html" "${sha('location.href = "/docs/"')}";`);
    expect(config).not.toContain('"/docs/index.html"');
    expect(config).toMatch(/^map \$uri \$csp_inline_scripts \{$/m);
  });
});
