import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HtmlValidate, type Message} from 'html-validate';
import {BUILD_DIR} from './support/builtSite';

/**
 * Validates the built HTML of one page of every type against the HTML standard with
 * html-validate (its `standard` preset: conformance only, no style opinions about the
 * minifier's unquoted attributes or omitted end tags). No browser: the server-rendered file
 * is what crawlers and readers without JavaScript get.
 */
const PAGE_TYPES = [
  ['home', '/'],
  ['Canary doc', '/docs/installation/'],
  ['3.0.0-beta.0 doc', '/docs/3.0.0-beta.0/installation/'],
  ['2.4.3 doc', '/docs/2.4.3/installation/'],
  ['doc with code blocks and live code', '/docs/markdown-features/code-blocks/'],
  ['doc with lazy tabs', '/docs/markdown-features/tabs/'],
  ['doc with several diagrams', '/docs/markdown-features/diagrams/'],
  ['French doc', '/fr/docs/installation/'],
  ['Persian (right-to-left) doc', '/fa/docs/installation/'],
  ['community doc', '/community/support/'],
  ['blog list', '/blog/'],
  ['blog post', '/blog/2017/12/14/introducing-docusaurus/'],
  ['changelog list', '/changelog/'],
  ['changelog release', '/changelog/2.4.3/'],
  ['changelog series', '/changelog/v2/'],
  ['showcase', '/showcase/'],
  ['versions', '/versions/'],
  ['version comparison', '/versions/compare/2.4.3-to-3.0.0-beta.0/'],
  ['option table with badges', '/docs/3.0.0-beta.0/api/themes/@docusaurus/theme-search-algolia/'],
  ['feature requests', '/feature-requests/'],
  ['feature request', '/feature-requests/back-to-top-button/'],
  ['search', '/search/'],
  ['tests page with embeds', '/tests/pages/embeds/'],
  ['tests page with tabs', '/tests/pages/tabs-tests/'],
  ['tests doc', '/tests/docs/'],
  ['not found', '/404.html'],
  ['debug page', '/__docusaurus/debug/'],
] as const;

/**
 * Findings in markup the site does not write, each matched by rule and message:
 * - Docusaurus's code block (theme-classic CodeBlock/Line) puts each line in a `<div>`
 *   inside `<code>`, which admits phrasing content only.
 * - The debug pages' JSON tree (react-json-view-lite, used by plugin-debug) nests its
 *   tree items (`<div role="treeitem">`) directly in a `<ul>`.
 */
const FRAMEWORK_MARKUP = [
  {rule: 'element-permitted-content', message: /^<div> element is not permitted as content under <code>$/},
  {
    rule: 'element-permitted-content',
    message: /^<div> element is not permitted as content under <ul>$/,
    page: /^\/__docusaurus\//,
  },
];

function isFrameworkMarkup(finding: Message, pagePath: string): boolean {
  return FRAMEWORK_MARKUP.some(
    ({rule, message, page}) =>
      finding.ruleId === rule && message.test(finding.message) && (page === undefined || page.test(pagePath)),
  );
}

const validator = new HtmlValidate({extends: ['html-validate:standard']});

test.describe('valid HTML', () => {
  for (const [type, pagePath] of PAGE_TYPES) {
    test(`${type} (${pagePath})`, async () => {
      const file = path.join(BUILD_DIR, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath);
      test.skip(!existsSync(file), `this build has no ${pagePath}`);
      const report = await validator.validateString(readFileSync(file, 'utf8'), pagePath);
      const errors = report.results
        .flatMap((result) => result.messages)
        .filter((finding) => finding.severity === 2 && !isFrameworkMarkup(finding, pagePath))
        .map((finding) => `${finding.ruleId}: ${finding.message} (at ${finding.selector ?? `line ${finding.line}`})`);
      expect(errors).toEqual([]);
    });
  }
});
