import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const DOCS = '/tests/docs';
const NOINDEX = 'noindex, nofollow';

async function open(page: Page, path: string) {
  const response = await page.goto(`${DOCS}${path}`);
  await waitForHydration(page);
  return response;
}

const sidebar = (page: Page) => page.getByRole('navigation', {name: 'Docs sidebar'});
const tocLinks = (page: Page) => page.locator('.theme-doc-toc-desktop a');
const robots = (page: Page) => page.locator('head meta[name="robots"]');
const cards = (page: Page) => page.locator('article a.card');
const unlistedBanner = (page: Page) => page.locator('.theme-unlisted-banner');

test.describe('visibility', () => {
  test('a draft doc is not built and has no sidebar entry, nor has a folder of drafts', async ({page}) => {
    const response = await open(page, '/visibility/draft/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();

    await open(page, '/visibility/listed/');
    await expect(sidebar(page).getByRole('link', {name: 'A listed doc'})).toBeVisible();
    await expect(sidebar(page)).not.toContainText('A draft doc');
    await expect(sidebar(page)).not.toContainText('Only drafts');
  });

  test('an unlisted doc loads with its banner and noindex but is missing from every list', async ({page}) => {
    await open(page, '/visibility/unlisted/');
    await expect(unlistedBanner(page)).toContainText('Unlisted page');
    await expect(robots(page)).toHaveAttribute('content', NOINDEX);

    await open(page, '/visibility/listed/');
    await expect(sidebar(page)).not.toContainText('An unlisted doc');

    await open(page, '/visibility/');
    await expect(cards(page).filter({hasText: 'A listed doc'})).toBeVisible();
    await expect(cards(page).filter({hasText: 'An unlisted doc'})).toHaveCount(0);

    await open(page, '/tags/visibility/');
    await expect(page.getByRole('link', {name: 'A listed doc'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'An unlisted doc'})).toHaveCount(0);

    await open(page, '/tags/');
    await expect(page.getByRole('link', {name: /^Visibility/})).toBeVisible();
    await expect(page.getByRole('link', {name: /^Unlisted only/})).toHaveCount(0);
  });

  test('a folder of unlisted docs shows its category only on its own pages', async ({page}) => {
    await open(page, '/visibility/listed/');
    await expect(sidebar(page)).not.toContainText('Only unlisted docs');

    await open(page, '/visibility/only-unlisted/first-unlisted/');
    await expect(sidebar(page).getByRole('button', {name: 'Only unlisted docs'})).toBeVisible();
    await expect(sidebar(page).getByRole('link', {name: 'First unlisted doc of a folder'})).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('an unlisted category page is reachable by URL and its listed child keeps the category', async ({page}) => {
    const response = await open(page, '/visibility/unlisted-index/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1, name: 'An unlisted category page'})).toBeVisible();
    await expect(unlistedBanner(page)).toContainText('Unlisted page');

    await open(page, '/visibility/listed/');
    await sidebar(page).getByRole('link', {name: 'An unlisted category page'}).click();
    await expect(sidebar(page).getByRole('link', {name: 'A listed doc under an unlisted category page'})).toBeVisible();
  });
});

test.describe('category links', () => {
  const docLinkedCategories = [
    ['Category linked to its index doc', '/category-links/index-doc/'],
    ['Category linked to its README', '/category-links/readme-doc/'],
    ['Category linked to a doc named like its folder', '/category-links/same-name-doc/'],
  ];
  for (const [label, path] of docLinkedCategories) {
    test(`"${label}" opens its doc at the folder URL`, async ({page}) => {
      await open(page, '/category-links/');
      await sidebar(page).getByRole('link', {name: label, exact: true}).click();
      await expect(page).toHaveURL(`${DOCS}${path}`);
      await expect(page.getByRole('heading', {level: 1, name: label})).toBeVisible();
    });
  }

  test('a generated index lists the docs of its category as cards', async ({page}) => {
    await open(page, '/category-links/');
    await sidebar(page).getByRole('link', {name: 'Category with a generated index'}).click();
    await expect(page).toHaveURL(`${DOCS}/category-links/generated-index/`);
    await expect(page.getByRole('heading', {level: 1, name: 'Generated index of a category'})).toBeVisible();
    await expect(cards(page)).toHaveText([/First child of a generated index/, /Second child of a generated index/]);
    // Each card shows its doc's description, which only pages with cards receive
    // (src/plugins/doc-card-descriptions): after a navigation, and when the page is opened directly.
    const description = 'One of the two docs listed as cards on the generated index page.';
    await expect(cards(page).first()).toContainText(description);
    await page.reload();
    await expect(cards(page).first()).toContainText(description);
  });

  test('a category with link: null only expands, listing its index doc as an item', async ({page}) => {
    await open(page, '/category-links/');
    const category = sidebar(page).getByRole('button', {name: 'Category without a page'});
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.click();
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(`${DOCS}/category-links/`);
    await sidebar(page).getByRole('link', {name: 'An index doc that is not the category page'}).click();
    await expect(page).toHaveURL(`${DOCS}/category-links/no-index/`);
  });
});

test.describe('tags', () => {
  test('the tags list links to tag pages that show the description from the tags file', async ({page}) => {
    await open(page, '/tags/');
    for (const label of ['Defaults', 'Fixture', 'HTTP', 'Table of contents', 'Tags', 'Visibility']) {
      await expect(page.getByRole('link', {name: new RegExp(`^${label}`)})).toBeVisible();
    }
    await page.getByRole('link', {name: /^Table of contents/}).click();
    await expect(page).toHaveURL(`${DOCS}/tags/table-of-contents/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('7 docs tagged with "Table of contents"');
    await expect(page.getByText('Pages that test which headings reach the table of contents.')).toBeVisible();
    await expect(page.getByRole('link', {name: 'Duplicate headings'})).toBeVisible();
  });

  test('a doc links to the pages of its tags', async ({page}) => {
    await open(page, '/tagging/several-tags/');
    await page.locator('article footer').getByRole('link', {name: 'HTTP'}).click();
    await expect(page).toHaveURL(`${DOCS}/tags/http/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('63 docs tagged with "HTTP"');
  });
});

test.describe('table of contents', () => {
  test('the default levels list h2 and h3 only', async ({page}) => {
    await open(page, '/toc/default-levels/');
    await expect(tocLinks(page)).toHaveText([
      'Second-level heading',
      'Third-level heading',
      'Another second-level heading',
    ]);
  });

  test('toc_min_heading_level and toc_max_heading_level narrow the table', async ({page}) => {
    await open(page, '/toc/narrow-levels/');
    await expect(tocLinks(page)).toHaveText(['Kept: level 3', 'Kept: level 4', 'Kept: level 5']);
  });

  test('toc_max_heading_level 6 widens the table to every level', async ({page}) => {
    await open(page, '/toc/all-levels/');
    await expect(tocLinks(page)).toHaveText([2, 3, 4, 5, 6].map((level) => `Level ${level} in the widened table`));
  });

  test('duplicate headings get distinct anchors that the table of contents follows', async ({page}) => {
    await open(page, '/toc/duplicate-headings/');
    await expect(tocLinks(page).filter({hasText: /^Example$/})).toHaveCount(3);
    const hrefs = await tocLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['#example', '#details', '#example-1', '#details-1', '#example-2', '#custom-example-id']);
    for (const id of ['example', 'example-1', 'example-2', 'details-1', 'custom-example-id']) {
      await expect(page.locator(`h2#${id}, h3#${id}`)).toHaveCount(1);
    }
    await tocLinks(page).nth(4).click();
    await expect(page).toHaveURL(/#example-2$/);
    await expect(page.locator('h2#example-2')).toBeInViewport();
  });

  test('headings of an imported partial appear where it is rendered, and the partial is no page', async ({page}) => {
    await open(page, '/toc/from-partial/');
    await expect(tocLinks(page)).toHaveText([
      'Before the partial',
      'Heading from the partial',
      'Nested heading from the partial',
      'After the partial',
    ]);
    const response = await page.goto(`${DOCS}/toc/_toc-partial/`);
    expect(response?.status()).toBe(404);
  });

  test('the inline table of contents has its own depth', async ({page}) => {
    await open(page, '/toc/inline-toc/');
    await expect(page.locator('article .theme-doc-markdown .table-of-contents a')).toHaveText([
      'Where an inline table helps',
      'Placement',
      'Depth',
      'How it gets the headings',
    ]);
    await expect(tocLinks(page)).toHaveText(['Where an inline table helps', 'Placement', 'How it gets the headings']);
  });
});

test.describe('huge category', () => {
  test('expands to list every HTTP status code in order, and its index shows a card for each', async ({page}) => {
    await open(page, '/');
    await sidebar(page).getByRole('button', {name: "Expand sidebar category 'HTTP status codes'"}).click();
    const items = sidebar(page)
      .locator('li')
      .filter({has: page.getByRole('link', {name: 'HTTP status codes', exact: true})})
      .locator('ul a');
    await expect(items).toHaveCount(62);
    await expect(items.first()).toHaveText('100 Continue');
    await expect(items.last()).toHaveText('511 Network Authentication Required');
    const codes = (await items.allInnerTexts()).map((label) => Number(label.slice(0, 3)));
    expect(codes).toEqual([...codes].sort((left, right) => left - right));

    await items.filter({hasText: "418 I'm a teapot"}).click();
    await expect(page).toHaveURL(`${DOCS}/http-status-codes/418/`);

    await open(page, '/http-status-codes/');
    await expect(cards(page)).toHaveCount(62);
  });
});

test.describe('paths and file names', () => {
  test('a slug ending in .html loads from the sidebar and by URL', async ({page}) => {
    await open(page, '/file-names/');
    await sidebar(page).getByRole('link', {name: 'A doc whose URL ends in .html'}).click();
    await expect(page).toHaveURL(`${DOCS}/doc-with-html-extension.html/`);
    await page.reload();
    await expect(page.getByRole('heading', {level: 1, name: 'A doc whose URL ends in .html'})).toBeVisible();
  });

  const names = [
    ['folder with spaces', 'A doc in a folder with spaces', '/file-names/folder%20with%20spaces/doc%20with%20spaces/'],
    [
      'ünïcödé',
      'A doc with non-ASCII names',
      `/file-names/${encodeURIComponent('ünïcödé')}/${encodeURIComponent('文档')}/`,
    ],
  ];
  for (const [folder, title, encodedPath] of names) {
    test(`"${title}" loads from the sidebar and on reload`, async ({page}) => {
      await open(page, '/file-names/');
      await sidebar(page).getByRole('button', {name: folder}).click();
      await sidebar(page).getByRole('link', {name: title}).click();
      await expect(page).toHaveURL(`${DOCS}${encodedPath}`);
      await page.reload();
      await expect(page.getByRole('heading', {level: 1, name: title})).toBeVisible();
    });
  }
});

test.describe('sidebars', () => {
  test('HTML and link items render in the sidebar', async ({page}) => {
    await open(page, '/sidebar-items/');
    const htmlItem = sidebar(page).locator('li .tests-sidebar-html-item');
    await expect(htmlItem).toHaveText('HTML item: raw markup from sidebars.ts');
    await expect(htmlItem.locator('strong')).toHaveText('raw markup');
    await expect(sidebar(page).getByRole('link', {name: 'Internal link item: tags list'})).toHaveAttribute(
      'href',
      `${DOCS}/tags/`,
    );
    const external = sidebar(page).getByRole('link', {name: 'External link item: Docusaurus on GitHub'});
    await expect(external).toHaveAttribute('href', 'https://github.com/facebook/docusaurus');
    await expect(external).toHaveAttribute('target', '_blank');
  });

  test('a doc of anotherSidebar shows that sidebar instead of the main one', async ({page}) => {
    await open(page, '/another-sidebar/');
    await expect(sidebar(page).getByRole('link')).toHaveText(['A doc in another sidebar']);
  });

  test('a doc in no sidebar renders without one', async ({page}) => {
    await open(page, '/no-sidebar/');
    await expect(page.getByRole('heading', {level: 1, name: 'A doc in no sidebar'})).toBeVisible();
    await expect(sidebar(page)).toHaveCount(0);
  });
});

test('last update shows the date and author from front matter', async ({page}) => {
  await open(page, '/last-update/');
  const lastUpdated = page.locator('.theme-last-updated');
  await expect(lastUpdated).toHaveText('Last updated on Mar 15, 2024 by Docs tests fixture');
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', '2024-03-15T00:00:00.000Z');
});

test('custom props reach the category page and the docs', async ({page}) => {
  await open(page, '/custom-props/');
  const rows = page.locator('article table tbody tr');
  await expect(rows).toHaveText([
    /^Custom props\s*category\s*\{"source":"sidebars.ts","level":"category"\}$/,
    /^Custom props from front matter\s*link\s*\{"source":"front matter","badge":"new"\}$/,
    /^Custom props from the sidebar\s*link\s*\{"source":"sidebars.ts","badge":"sidebar"\}$/,
    /^Front matter beats the sidebar\s*link\s*\{"source":"front matter","overridden":false\}$/,
    /^Link item with custom props\s*link\s*\{"source":"sidebars.ts","external":true\}$/,
  ]);

  await sidebar(page).getByRole('link', {name: 'Custom props from front matter'}).click();
  await expect(page.getByText('sidebar_custom_props: {"source":"front matter","badge":"new"}')).toBeVisible();
});

test.describe('noindex', () => {
  test('stays on every kind of page through client-side navigation', async ({page}) => {
    await open(page, '/');
    await expect(robots(page)).toHaveAttribute('content', NOINDEX);
    // Hub, generated index, doc, tag page, tags list: each reached by a link of the previous one.
    const steps = ['/tagging/', '/tagging/tags-file/', '/tags/fixture/', '/tags/'].map((path) => `${DOCS}${path}`);
    for (const url of steps) {
      await page.getByRole('main').locator(`a[href="${url}"]`).first().click();
      await expect(page).toHaveURL(url);
      await expect(robots(page)).toHaveCount(1);
      await expect(robots(page)).toHaveAttribute('content', NOINDEX);
    }
  });

  test('is in the HTML of every built page of the instance', () => {
    const buildDir = join(__dirname, '..', 'build', 'tests', 'docs');
    const pages = readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /(^|\/)index\.html$/.test(file))
      .map((file) => ({file, html: readFileSync(join(buildDir, file), 'utf8')}))
      // The client-redirects plugin adds `.html` aliases: refresh stubs, not pages.
      .filter(({html}) => !html.includes('http-equiv="refresh"'));
    expect(pages.length).toBeGreaterThan(100);
    const withoutNoindex = pages.filter(({html}) => !html.includes(`name=robots content="${NOINDEX}"`));
    expect(withoutNoindex.map(({file}) => file)).toEqual([]);
  });
});
