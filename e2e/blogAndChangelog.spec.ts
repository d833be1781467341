import {readdirSync, readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';

const BLOG_POSTS = readdirSync('blog', {withFileTypes: true}).filter((entry) => entry.isDirectory()).length;
const RELEASE_POSTS = readdirSync('blog', {recursive: true})
  .filter((file) => String(file).endsWith('index.mdx'))
  .filter((file) => /^tags: \[.*\brelease\b.*\]$/m.test(readFileSync(`blog/${String(file)}`, 'utf8'))).length;
const RELEASES = (readFileSync('changelog/CHANGELOG.md', 'utf8').match(/^## /gm) ?? []).length;
const BLOG_PER_PAGE = 5;
const CHANGELOG_PER_PAGE = 20;
const FEED_LIMIT = 20;

const postsOnPage = (page: Page) => page.locator('main article').count();
const lastPageSize = (total: number, perPage: number) => total - perPage * (Math.ceil(total / perPage) - 1);

async function feedItemCount(page: Page, url: string, itemTag: string): Promise<number> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return page.evaluate(
    ({xml, itemTag}) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) {
        throw new Error('feed is not well-formed XML');
      }
      return doc.getElementsByTagName(itemTag).length;
    },
    {xml, itemTag},
  );
}

test.describe('blog', () => {
  test(`lists ${BLOG_POSTS} posts, ${BLOG_PER_PAGE} per page`, async ({page}) => {
    const pages = Math.ceil(BLOG_POSTS / BLOG_PER_PAGE);
    await page.goto('/blog/');
    expect(await postsOnPage(page)).toBe(BLOG_PER_PAGE);
    await page.getByRole('link', {name: /Older entries/}).click();
    await expect(page).toHaveURL(/\/blog\/page\/2\/$/);
    await page.goto(`/blog/page/${pages}/`);
    expect(await postsOnPage(page)).toBe(lastPageSize(BLOG_POSTS, BLOG_PER_PAGE));
    const beyond = await page.goto(`/blog/page/${pages + 1}/`);
    expect(beyond?.status()).toBe(404);
  });

  test('a post shows its date and reading time under its title', async ({page}) => {
    // The date is written out at build time (src/plugins/prerendered-dates) and must read the
    // same once the page has hydrated.
    await page.goto('/blog/2017/12/14/introducing-docusaurus/');
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    const info = page.locator('main article header time').first();
    await expect(info).toHaveText('December 14, 2017');
    await expect(info).toHaveAttribute('datetime', /^2017-12-14T/);
    await expect(info.locator('..')).toContainText(/ · \d+ min read$/);
  });

  test('the sidebar lists every post', async ({page}) => {
    await page.goto('/blog/');
    await expect(page.locator('nav[aria-label="Blog recent posts navigation"] a')).toHaveCount(BLOG_POSTS);
  });

  test('the release tag is paginated', async ({page}) => {
    await page.goto('/blog/tags/release/');
    expect(await postsOnPage(page)).toBe(BLOG_PER_PAGE);
    await page.goto('/blog/tags/release/page/2/');
    expect(await postsOnPage(page)).toBe(RELEASE_POSTS - BLOG_PER_PAGE);
  });

  test('the archive lists every post', async ({page}) => {
    await page.goto('/blog/archive/');
    await expect(page.locator('main li a[href^="/blog/"]')).toHaveCount(BLOG_POSTS);
  });

  test('RSS and Atom feeds are valid XML with every post', async ({page}) => {
    await page.goto('/blog/');
    expect(await feedItemCount(page, '/blog/rss.xml', 'item')).toBe(Math.min(BLOG_POSTS, FEED_LIMIT));
    expect(await feedItemCount(page, '/blog/atom.xml', 'entry')).toBe(Math.min(BLOG_POSTS, FEED_LIMIT));
  });
});

test.describe('changelog', () => {
  test(`lists ${RELEASES} releases, ${CHANGELOG_PER_PAGE} per page`, async ({page}) => {
    const pages = Math.ceil(RELEASES / CHANGELOG_PER_PAGE);
    await page.goto('/changelog/');
    expect(await postsOnPage(page)).toBe(Math.min(RELEASES, CHANGELOG_PER_PAGE));
    if (pages > 1) {
      await page.goto(`/changelog/page/${pages}/`);
      expect(await postsOnPage(page)).toBe(lastPageSize(RELEASES, CHANGELOG_PER_PAGE));
    }
    await expect(page.locator('nav[aria-label="Blog recent posts navigation"] a')).toHaveCount(RELEASES);
  });

  test('list pages collapse each release to its summary with an expand button', async ({page}) => {
    await page.goto('/changelog/');
    // A release with notes beyond its summary (a few, like bad publishes, have only a summary
    // and no button); its notes load when the reader expands it.
    const release = page
      .locator('main article')
      .filter({has: page.locator('button[aria-expanded]')})
      .first();
    const expand = release.getByRole('button', {name: 'Show the full notes'});
    const firstGroup = release.locator('.markdown h2').first();
    await expect(release.locator('.markdown > p')).toHaveCount(1);
    await expect(firstGroup).toBeHidden();
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expand.click();
    await expect(firstGroup).toBeVisible();
    await expect(release.getByRole('button', {name: 'Hide the full notes'})).toHaveAttribute('aria-expanded', 'true');
  });

  test('a release page shows its full notes with a table of contents', async ({page}) => {
    await page.goto('/changelog/2.4.3/');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('2.4.3');
    await expect(page.getByRole('heading', {level: 2, name: 'Bug fixes'})).toBeVisible();
    await expect(page.locator('.table-of-contents').getByRole('link', {name: 'Bug fixes'})).toBeVisible();
  });

  test('the 2.x series page links every release', async ({page}) => {
    await page.goto('/changelog/v2/');
    await expect(page.locator('main li a')).toHaveCount(RELEASES);
  });

  test('has its own valid feeds', async ({page}) => {
    await page.goto('/changelog/');
    expect(await feedItemCount(page, '/changelog/rss.xml', 'item')).toBe(Math.min(RELEASES, FEED_LIMIT));
    expect(await feedItemCount(page, '/changelog/atom.xml', 'entry')).toBe(Math.min(RELEASES, FEED_LIMIT));
  });
});
