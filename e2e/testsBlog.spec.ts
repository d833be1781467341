import {readdirSync, readFileSync} from 'node:fs';
import {expect, test, type Page} from '@playwright/test';
import {waitForHydration} from './support/hydration';

const BLOG = '/tests/blog';
const FIXTURES = 'fixtures/blog';
const PER_PAGE = 3;

const fixture = (file: string) => readFileSync(`${FIXTURES}/${file}`, 'utf8');
const POST_FILES = readdirSync(FIXTURES).filter((file) => /\.mdx?$/.test(file));
const LISTED_FILES = POST_FILES.filter((file) => !/^(unlisted|draft): true$/m.test(fixture(file)));
const LISTED_POSTS = LISTED_FILES.length;
const PAGES = Math.ceil(LISTED_POSTS / PER_PAGE);
const TAGS = (fixture('tags.yml').match(/^[\w-]+:$/gm) ?? []).length;
const AUTHORS_TAG_POSTS = LISTED_FILES.filter((file) => /^tags: \[.*\bauthors\b.*\]$/m.test(fixture(file))).length;

const UNLISTED = {title: 'An unlisted post', path: `${BLOG}/2024/10/08/unlisted-post/`};
const DRAFT = {title: 'A draft post', path: `${BLOG}/2024/10/15/draft-post/`};
const HIDDEN_TITLES = [UNLISTED.title, DRAFT.title];
const ESCAPING = {
  title: 'Escaping check: "quotes", \'apostrophes\', <angle brackets> & emoji 🎉',
  path: `${BLOG}/2023/01/17/feed-escaping/`,
};
const HTML_SLUG = {title: 'A post with a slug ending in .html', path: `${BLOG}/legacy-post.html/`};
const NOINDEX = 'noindex, nofollow';

const sidebarLinks = (page: Page) => page.locator('nav[aria-label="Blog recent posts navigation"] a');
const listedTitles = (page: Page) => page.locator('main article h2');
const authorNames = (page: Page) => page.locator('main article header .avatar__name');

async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Titles of every post of a paginated list, following its "Older entries" links. */
async function titlesOfAllPages(page: Page, firstPage: string): Promise<string[]> {
  const titles: string[] = [];
  let next: string | null = firstPage;
  while (next) {
    await page.goto(next);
    titles.push(...(await listedTitles(page).allTextContents()));
    const older = page.getByRole('link', {name: 'Older entries'});
    next = (await older.count()) > 0 ? await older.getAttribute('href') : null;
  }
  return titles;
}

type FeedItem = {title: string; link: string; content: string};

/** Items of an RSS, Atom or JSON feed; XML feeds are parsed by the browser and must be well-formed. */
async function readFeed(page: Page, file: string): Promise<FeedItem[]> {
  const response = await page.request.get(`${BLOG}/${file}`);
  expect(response.status()).toBe(200);
  if (file.endsWith('.json')) {
    const feed = (await response.json()) as {items: {title: string; url: string; content_html: string}[]};
    return feed.items.map((item) => ({title: item.title, link: item.url, content: item.content_html}));
  }
  return page.evaluate(
    ({xml, file}) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.querySelector('parsererror')) {
        throw new Error(`${file} is not well-formed XML`);
      }
      const isAtom = doc.documentElement.localName === 'feed';
      return Array.from(doc.getElementsByTagName(isAtom ? 'entry' : 'item'), (item) => {
        const child = (name: string) => item.getElementsByTagName(name)[0];
        return {
          title: child('title')?.textContent ?? '',
          link: (isAtom ? child('link')?.getAttribute('href') : child('link')?.textContent) ?? '',
          content: child(isAtom ? 'content' : 'content:encoded')?.textContent ?? '',
        };
      });
    },
    {xml: await response.text(), file},
  );
}

/** What a browser finds in an HTML string: code texts, script elements, image sources, robots meta. */
function inspectHtml(page: Page, html: string) {
  return page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return {
      codeTexts: Array.from(doc.querySelectorAll('code'), (code) => code.textContent),
      scripts: doc.querySelectorAll('script').length,
      imageSources: Array.from(doc.querySelectorAll('img'), (img) => img.getAttribute('src') ?? ''),
      robots: Array.from(doc.querySelectorAll('meta[name="robots"]'), (meta) => meta.getAttribute('content')),
    };
  }, html);
}

/** URL paths of the pages built for the test blog, leaving out the client-redirect stubs. */
function builtPagePaths(): string[] {
  const root = `build${BLOG}`;
  return readdirSync(root, {recursive: true})
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .filter((file) => !readFileSync(`${root}/${file}`, 'utf8').includes('http-equiv="refresh"'))
    .map((file) => `${BLOG}/${file.replace(/index\.html$/, '')}`);
}

test.describe('tests blog lists', () => {
  test(`shows ${LISTED_POSTS} posts, ${PER_PAGE} per page, on ${PAGES} pages`, async ({page}) => {
    await gotoHydrated(page, `${BLOG}/`);
    await expect(listedTitles(page)).toHaveCount(PER_PAGE);
    await expect(page.getByRole('link', {name: 'Newer entries'})).toHaveCount(0);
    await page.getByRole('link', {name: 'Older entries'}).click();
    await expect(page).toHaveURL(`${BLOG}/page/2/`);
    await expect(listedTitles(page)).toHaveCount(PER_PAGE);
    await page.getByRole('link', {name: 'Newer entries'}).click();
    await expect(page).toHaveURL(`${BLOG}/`);

    await page.goto(`${BLOG}/page/${PAGES}/`);
    await expect(listedTitles(page)).toHaveCount(LISTED_POSTS - PER_PAGE * (PAGES - 1));
    await expect(page.getByRole('link', {name: 'Older entries'})).toHaveCount(0);

    const beyond = await page.goto(`${BLOG}/page/${PAGES + 1}/`);
    expect(beyond?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  test('the list pages together hold every listed post once and no hidden post', async ({page}) => {
    const titles = await titlesOfAllPages(page, `${BLOG}/`);
    expect(titles).toHaveLength(LISTED_POSTS);
    for (const title of HIDDEN_TITLES) {
      expect(titles).not.toContain(title);
    }
  });

  test('the sidebar and the archive list every listed post and no hidden post', async ({page}) => {
    await page.goto(`${BLOG}/archive/`);
    const archiveLinks = page.locator(`main li a[href^="${BLOG}/"]`);
    await expect(archiveLinks).toHaveCount(LISTED_POSTS);
    for (const title of HIDDEN_TITLES) {
      await expect(archiveLinks.filter({hasText: title})).toHaveCount(0);
    }
    await page.goto(`${BLOG}/`);
    await expect(sidebarLinks(page)).toHaveCount(LISTED_POSTS);
    for (const title of HIDDEN_TITLES) {
      await expect(sidebarLinks(page).filter({hasText: title})).toHaveCount(0);
    }
  });

  test('truncated posts end with a "Read more" link named after the post; a whole post has none', async ({page}) => {
    await gotoHydrated(page, `${BLOG}/`);
    const whole = page.locator('main article').filter({hasText: 'A short post shown whole on list pages'});
    await expect(whole.getByText('while the title still links to this page')).toBeVisible();
    await expect(whole.getByRole('link', {name: /Read more/})).toHaveCount(0);
    await page.getByRole('link', {name: 'Read more about A date from front matter'}).click();
    await expect(page).toHaveURL(`${BLOG}/front-matter-date/`);
    await expect(page.getByRole('heading', {level: 2, name: 'Which date wins'})).toBeVisible();
  });

  test(`the tags page lists all ${TAGS} tags and a tag with more posts than a page is paginated`, async ({page}) => {
    await gotoHydrated(page, `${BLOG}/tags/`);
    await expect(page.locator(`main a[href^="${BLOG}/tags/"]`)).toHaveCount(TAGS);
    await page
      .locator('main')
      .getByRole('link', {name: /^Authors/})
      .click();
    await expect(page).toHaveURL(`${BLOG}/tags/authors/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`${AUTHORS_TAG_POSTS} posts tagged with "Authors"`);
    await expect(listedTitles(page)).toHaveCount(PER_PAGE);
    await page.getByRole('link', {name: 'Older entries'}).click();
    await expect(page).toHaveURL(`${BLOG}/tags/authors/page/2/`);
    await expect(listedTitles(page)).toHaveCount(AUTHORS_TAG_POSTS - PER_PAGE);
  });
});

test.describe('tests blog visibility', () => {
  test('the unlisted post opens with its banner and a noindex meta tag', async ({page}) => {
    await gotoHydrated(page, UNLISTED.path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(UNLISTED.title);
    await expect(page.getByText('Unlisted page', {exact: true})).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', NOINDEX);
    // The sidebar shows an unlisted post on its own page only, as the current item.
    await expect(sidebarLinks(page).filter({hasText: UNLISTED.title})).toHaveAttribute('aria-current', 'page');
    await sidebarLinks(page).first().click();
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText(UNLISTED.title);
    await expect(sidebarLinks(page).filter({hasText: UNLISTED.title})).toHaveCount(0);
  });

  test('the unlisted post is left out of its tag page and its author page', async ({page}) => {
    await page.goto(`${BLOG}/tags/visibility/`);
    await expect(listedTitles(page)).toHaveText(['Unlisted and draft posts']);

    const samPosts = await titlesOfAllPages(page, `${BLOG}/authors/sam/`);
    expect(samPosts).not.toContain(UNLISTED.title);
    await page.goto(`${BLOG}/authors/`);
    const sam = page.locator('main .avatar').filter({hasText: 'Sam Placeholder'});
    await expect(sam.locator('.avatar__name')).toHaveText(`Sam Placeholder${samPosts.length}`);
  });

  test('the draft post is not built', async ({page}) => {
    const response = await page.goto(DRAFT.path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Page Not Found'})).toBeVisible();
  });

  test('every page of the test blog asks search engines not to index it; the main blog does not', async ({page}) => {
    const paths = builtPagePaths();
    expect(paths).toEqual(expect.arrayContaining([`${BLOG}/`, `${BLOG}/archive/`, HTML_SLUG.path, UNLISTED.path]));
    for (const path of paths) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const {robots} = await inspectHtml(page, await response.text());
      expect(robots, path).toEqual([NOINDEX]);
    }
    await gotoHydrated(page, '/blog/');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
    await page.goto(`${BLOG}/archive/`);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', NOINDEX);
  });
});

test.describe('tests blog authors', () => {
  test('a post without authors shows no author block', async ({page}) => {
    await page.goto(`${BLOG}/2020/05/19/no-author/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('A post without an author');
    await expect(page.locator('main article header .avatar')).toHaveCount(0);
  });

  test('a post by several authors shows each of them, linked to their author page', async ({page}) => {
    await gotoHydrated(page, `${BLOG}/2021/01/26/several-authors/`);
    await expect(authorNames(page)).toHaveText(['Quinn Fixture', 'Robin Testcase', 'Sam Placeholder']);
    await page.locator('main article header').getByRole('link', {name: 'Robin Testcase'}).click();
    await expect(page).toHaveURL(`${BLOG}/authors/robin/`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Robin Testcase');
  });

  test('image-only authors show their pictures with alt text and no names', async ({page}) => {
    await page.goto(`${BLOG}/2021/04/13/image-only-authors/`);
    const header = page.locator('main article header');
    await expect(authorNames(page)).toHaveCount(0);
    for (const alt of ['Teal hexagon badge of a fixture author', 'Amber circle badge of a fixture author']) {
      const picture = header.getByRole('img', {name: alt});
      await expect(picture).toBeVisible();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('an author from the map keeps a local title override next to an inline author', async ({page}) => {
    await page.goto(`${BLOG}/2021/07/06/inline-and-key-authors/`);
    await expect(authorNames(page)).toHaveText(['Robin Testcase', 'Guest Fixture']);
    const header = page.locator('main article header');
    await expect(header.getByText('Fixture persona, credited here as reviewer')).toBeVisible();
    const guest = header.getByRole('img', {name: 'Guest Fixture'});
    await expect.poll(() => guest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.goto(`${BLOG}/authors/`);
    await expect(page.locator('main .avatar__name')).toHaveText([
      /^Quinn Fixture/,
      /^Robin Testcase/,
      /^Sam Placeholder/,
    ]);
  });
});

test.describe('tests blog posts', () => {
  test('two posts with the same title each open at their own address', async ({page}) => {
    await page.goto(`${BLOG}/archive/`);
    await expect(page.locator('main li a').filter({hasText: 'Release checklist'})).toHaveCount(2);
    const first = await page.goto(`${BLOG}/2021/10/19/release-checklist/`);
    expect(first?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release checklist');
    await expect(page.getByText('This is the first of two posts')).toBeVisible();
    const second = await page.goto(`${BLOG}/2022/03/01/release-checklist/`);
    expect(second?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Release checklist');
    await expect(page.getByText('This is the second post')).toBeVisible();
  });

  test('the table of contents follows the post levels: h2 to h4, not h5', async ({page}) => {
    await page.goto(`${BLOG}/2022/06/14/table-of-contents/`);
    const toc = page.locator('.table-of-contents');
    await expect(toc.locator(':scope > li > a')).toHaveText([
      'Level two: a section',
      'Level two again, with a custom anchor',
      'What to check',
    ]);
    await expect(toc.locator(':scope > li > ul > li > ul > li > a')).toHaveText([
      'Level four: a detail',
      'Another detail',
    ]);
    await expect(page.getByRole('heading', {level: 5, name: 'Level five: left out'})).toBeVisible();
    await expect(toc.getByText('Level five: left out')).toHaveCount(0);
    await expect(toc.getByRole('link', {name: 'Level two again, with a custom anchor'})).toHaveAttribute(
      'href',
      '#custom-anchor',
    );
  });

  test('the MDX post renders its component, admonitions, tabs, diagram and math', async ({page}) => {
    await gotoHydrated(page, `${BLOG}/2022/09/27/mdx-components/`);
    const counter = page.getByRole('button', {name: /^Clicked \d+ times?$/});
    await expect(counter).toHaveText('Clicked 0 times');
    await counter.click();
    await expect(counter).toHaveText('Clicked 1 time');

    await expect(page.locator('main .theme-admonition')).toHaveCount(4);
    await expect(page.getByText('A tip with its own title', {exact: true})).toBeVisible();

    await expect(page.getByRole('tab', {name: 'npm', exact: true})).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', {name: 'Yarn'}).click();
    await expect(page.getByRole('tabpanel').getByText('yarn build')).toBeVisible();

    await expect(page.locator('.docusaurus-mermaid-container svg').filter({visible: true})).toHaveCount(1);
    await expect(page.locator('main .katex')).toHaveCount(2);
    await expect(page.locator('main .katex-display')).toHaveCount(1);
  });

  test('the post with an .html slug loads directly and from the archive', async ({page}) => {
    const response = await page.goto(HTML_SLUG.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(HTML_SLUG.title);
    await gotoHydrated(page, `${BLOG}/archive/`);
    await page.locator('main li a').filter({hasText: HTML_SLUG.title}).click();
    await expect(page).toHaveURL(HTML_SLUG.path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(HTML_SLUG.title);
  });

  test('a title full of special characters shows unchanged on its page', async ({page}) => {
    await page.goto(ESCAPING.path);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(ESCAPING.title);
    await expect(page).toHaveTitle(`${ESCAPING.title} | Docusaurus`);
  });
});

test.describe('tests blog feeds', () => {
  for (const file of ['rss.xml', 'atom.xml', 'feed.json']) {
    test(`${file} is well-formed, lists the listed posts only and escapes special characters`, async ({page}) => {
      const items = await readFeed(page, file);
      expect(items).toHaveLength(LISTED_POSTS);
      const titles = items.map((item) => item.title);
      for (const title of HIDDEN_TITLES) {
        expect(titles).not.toContain(title);
      }

      const escaping = items.find((item) => item.link.endsWith(ESCAPING.path));
      expect(escaping?.title).toBe(ESCAPING.title);
      const escapingHtml = await inspectHtml(page, escaping?.content ?? '');
      expect(escapingHtml.codeTexts).toContain('<script>alert("not run")</script>');
      expect(escapingHtml.scripts).toBe(0);

      const withImage = items.find((item) => item.link.endsWith(`${BLOG}/2023/04/04/feed-image/`));
      const [source] = (await inspectHtml(page, withImage?.content ?? '')).imageSources;
      // Feed readers need absolute URLs; the image must also exist on this server.
      expect(source).toMatch(/^https?:\/\//);
      const {pathname} = new URL(source ?? '');
      expect(pathname).toMatch(/\/assets\/images\/feed-pipeline-\w+\.png$/);
      expect((await page.request.get(pathname)).status()).toBe(200);
    });
  }
});
