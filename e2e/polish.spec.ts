import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {codeWords, hasBreakableWord} from '../src/utils/codeBreaks';
import {contrastRatio} from '../src/utils/contrast';
import {waitForHydration} from './support/hydration';

// What a first-time reader noticed (issue #22): focus, contrast, tables, right to left,
// translated interface, Escape, and the layout of a few pages on desktop and phone.

const DESKTOP = {width: 1280, height: 900};
const PHONE = {width: 390, height: 844};

/** A locator's box on the page; fails the test when the element is not rendered. */
async function box(locator: Locator): Promise<{x: number; y: number; width: number; height: number}> {
  const found = await locator.boundingBox();
  if (!found) {
    throw new Error(`${locator.toString()} has no box on the page`);
  }
  return found;
}

/** Waits for React to take over the page (the long reference pages take a while on a busy machine). */
async function hydrated(page: Page): Promise<void> {
  await waitForHydration(page, {timeout: 30_000});
}

/**
 * Where the reader sees the code of `selector` that src/utils/codeBreaks.ts marks up wrap at
 * a place it does not allow (inside a piece of a word rather than after a dot, a slash or between the words of
 * a compound name, or at a space): each as the code's text with a `⏎` at the break. The line
 * breaks are read from the position of every character, whatever the markup.
 */
async function badCodeBreaks(page: Page, selector: string): Promise<string[]> {
  const wrapped = await page.evaluate((codeSelector) => {
    const range = document.createRange();
    return Array.from(document.querySelectorAll<HTMLElement>(codeSelector)).flatMap((code) => {
      const breaks: number[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      let offset = 0;
      let previousTop: number | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          if (/\s/.test(text[index] ?? '')) {
            continue;
          }
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect) {
            continue;
          }
          if (previousTop !== undefined && rect.top > previousTop + rect.height / 2) {
            breaks.push(offset + index);
          }
          previousTop = rect.top;
        }
        offset += text.length;
      }
      return breaks.length > 0 ? [{text: code.textContent ?? '', breaks}] : [];
    });
  }, selector);
  // Code without a dot, slash, hyphen, underscore or camelCase is left to the browser.
  return wrapped.flatMap(({text, breaks}) => {
    if (!hasBreakableWord(text)) {
      return [];
    }
    const allowed = new Set<number>();
    let offset = 0;
    for (const word of codeWords(text)) {
      if (typeof word === 'string') {
        offset += word.length;
        allowed.add(offset);
        continue;
      }
      word.forEach((piece, index) => {
        if (index > 0) {
          allowed.add(offset);
        }
        offset += piece.length;
      });
    }
    return breaks.filter((at) => !allowed.has(at)).map((at) => `${text.slice(0, at)}⏎${text.slice(at)}`);
  });
}

// Several tests load two or three long pages, or tab through the whole navbar.
test.describe.configure({timeout: 90_000});

/** The focused element's outline, from the keyboard (Tab), inside the navbar or not. */
async function focusedOutline(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return null;
    }
    const style = getComputedStyle(element);
    return {
      inNavbar: Boolean(element.closest('.theme-layout-navbar')),
      name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
      visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

/** RGB channels of a computed colour such as rgb(1, 2, 3) or rgba(1, 2, 3, 0.5). */
function channels(color: string): number[] {
  return (/\(([^)]+)\)/.exec(color)?.[1] ?? '').split(/[\s,/]+/).map(Number);
}

/** The colour the reader sees: a foreground at some opacity over a solid background. */
function blend(foreground: string, opacity: number, background: string): string {
  const [fr = 0, fg = 0, fb = 0, fa = 1] = channels(foreground);
  const [br = 0, bg = 0, bb = 0] = channels(background);
  const alpha = opacity * fa;
  const mix = (front: number, back: number) => Math.round(front * alpha + back * (1 - alpha));
  return `rgb(${mix(fr, br)}, ${mix(fg, bg)}, ${mix(fb, bb)})`;
}

test.describe('navbar and announcement bar', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every navbar control shows keyboard focus (${colorScheme})`, async ({page}) => {
      await page.emulateMedia({colorScheme});
      await page.setViewportSize(DESKTOP);
      await page.goto('/docs/installation/');
      await hydrated(page);
      const seen: string[] = [];
      // Skip link, announcement bar, then the navbar's controls: Tab until focus leaves the navbar.
      for (let step = 0; step < 30; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedOutline(page);
        if (!focused) {
          continue;
        }
        if (!focused.inNavbar) {
          if (seen.length > 0) {
            break;
          }
          continue;
        }
        seen.push(focused.name);
        expect(focused.visible, `${focused.name}: outline ${focused.outline}`).toBe(true);
      }
      expect(seen).toEqual(expect.arrayContaining(['Docs', 'API', 'Canary', 'English', 'GitHub repository']));
      expect(seen.some((name) => name.startsWith('Search'))).toBe(true);
    });
  }

  test("the announcement's close button stands out from the bar, focus ring included", async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await hydrated(page);
    const colours = await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>('.theme-announcement-bar');
      const button = bar?.querySelector<HTMLElement>('button');
      if (!bar || !button) {
        return null;
      }
      button.focus();
      const style = getComputedStyle(button);
      return {
        bar: getComputedStyle(bar).backgroundColor,
        color: style.color,
        opacity: Number(style.opacity),
        outlineColor: style.outlineColor,
      };
    });
    if (!colours) {
      throw new Error('The announcement bar and its close button should be on the page');
    }
    const {bar, color, opacity, outlineColor} = colours;
    expect(contrastRatio(blend(color, opacity, bar), bar)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(blend(outlineColor, 1, bar), bar)).toBeGreaterThanOrEqual(3);
  });

  test('the Search button is named by its visible text before and after hydration (WCAG 2.5.3)', async ({page}) => {
    const mismatches = async () =>
      (
        await new AxeBuilder({page})
          .include('.theme-layout-navbar')
          .withRules(['label-content-name-mismatch'])
          .analyze()
      ).violations;
    // Before hydration: the server's HTML alone, with the site's scripts held back.
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/docs/cli/');
    await expect(page.locator('.DocSearch-Button')).toBeVisible();
    expect(await mismatches()).toEqual([]);
    await page.unroute(/\.js$/);
    await page.goto('/docs/cli/');
    await hydrated(page);
    expect(await mismatches()).toEqual([]);
  });

  test('the icon-only Search button of a phone keeps its name "Search" before and after hydration', async ({page}) => {
    await page.setViewportSize(PHONE);
    const searchButton = page.locator('.theme-layout-navbar .DocSearch-Button');
    const unnamedButtons = async () =>
      (await new AxeBuilder({page}).include('.theme-layout-navbar').withRules(['button-name']).analyze()).violations;
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto('/docs/cli/');
    await expect(searchButton).toBeVisible();
    await expect(searchButton).toHaveAccessibleName('Search');
    expect(await unnamedButtons()).toEqual([]);
    await page.unroute(/\.js$/);
    await page.goto('/docs/cli/');
    await hydrated(page);
    await expect(searchButton).toHaveAccessibleName('Search');
    expect(await unnamedButtons()).toEqual([]);
    // Named, but the text stays out of sight: the phone's navbar shows the icon alone.
    const textBox = await searchButton.locator('.DocSearch-Button-Placeholder').boundingBox();
    expect(textBox?.width ?? 0).toBeLessThanOrEqual(1);
  });
});

test.describe('Escape', () => {
  for (const label of ['Canary', 'English']) {
    test(`closes the ${label} dropdown and gives focus back to its toggle`, async ({page}) => {
      await page.setViewportSize(DESKTOP);
      await page.goto('/docs/installation/');
      await hydrated(page);
      const dropdown = page.locator('.navbar__items--right .dropdown').filter({hasText: label});
      const toggle = dropdown.locator('.navbar__link');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(dropdown).toHaveClass(/dropdown--show/);
      // The menu fades in; a Tab pressed before its items are visible leaves the dropdown,
      // which closes it (the full run once did that under load).
      const firstItem = dropdown.locator('.dropdown__menu .dropdown__link').first();
      await expect(firstItem).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(firstItem).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('.navbar__items--right .dropdown--show')).toHaveCount(0);
      await expect(
        page.locator('.navbar__items--right .dropdown').filter({hasText: label}).locator('.navbar__link'),
      ).toBeFocused();
    });
  }

  test('closes the mobile menu and gives focus back to the menu button', async ({page}) => {
    await page.setViewportSize(PHONE);
    await page.goto('/docs/installation/');
    await hydrated(page);
    const menuButton = page.getByRole('button', {name: 'Toggle navigation bar'});
    await menuButton.click();
    const navbar = page.locator('.theme-layout-navbar');
    await expect(navbar).toHaveClass(/navbar-sidebar--show/);
    await page.keyboard.press('Escape');
    await expect(navbar).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton).toBeFocused();
  });
});

test.describe('reference tables', () => {
  const OPTION_TABLE_PAGES = [
    '/docs/api/docusaurus-config/',
    '/docs/api/plugins/@docusaurus/plugin-content-docs/',
    '/docs/api/plugins/@docusaurus/plugin-content-blog/',
    '/docs/api/plugins/@docusaurus/plugin-pwa/',
    '/docs/api/themes/configuration/',
    '/docs/api/misc/@docusaurus/eslint-plugin/',
    '/docs/cli/',
  ];

  for (const pagePath of OPTION_TABLE_PAGES) {
    test(`${pagePath}: tables fit the text column at 1280 px, option names are never cut at 390 px`, async ({page}) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(pagePath);
      await hydrated(page);
      const tooWide = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLTableElement>('.markdown table'))
          .filter((table) => {
            const columnRight = table.closest('.markdown')?.getBoundingClientRect().right ?? 0;
            return table.scrollWidth > table.clientWidth + 1 || table.getBoundingClientRect().right > columnRight + 1;
          })
          .map((table) => table.querySelector('th')?.textContent ?? '?'),
      );
      expect(tooWide).toEqual([]);

      await page.setViewportSize(PHONE);
      const clipped = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.markdown td:first-child code'))
          .filter((code) => {
            const cell = code.closest('td')?.getBoundingClientRect();
            const codeBox = code.getBoundingClientRect();
            return !cell || codeBox.right > cell.right + 1 || codeBox.left < cell.left - 1;
          })
          .map((code) => code.textContent),
      );
      expect(clipped).toEqual([]);
      // Long identifiers wrap after a dot or between the words of a name, never inside a word.
      expect(await badCodeBreaks(page, '.markdown td code, .table-of-contents code')).toEqual([]);
    });
  }

  test('the table of contents wraps identifiers after a dot, not inside a word', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/docs/api/docusaurus-config/');
    await hydrated(page);
    const toc = page.locator('.theme-doc-toc-desktop');
    await expect(toc.locator('code', {hasText: 'future.experimental_vcs'})).toBeVisible();
    expect(await badCodeBreaks(page, '.theme-doc-toc-desktop code')).toEqual([]);
  });

  test('links in tables are underlined in dark mode', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs/api/docusaurus-config/');
    await hydrated(page);
    const link = page.locator('.markdown td a').first();
    await expect(link).toHaveCSS('text-decoration-line', 'underline');
  });
});

test.describe('right to left (fa)', () => {
  test('breadcrumb chevrons point left, and an English page keeps left-to-right admonitions', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fa/docs/markdown-features/admonitions/');
    await hydrated(page);
    const chevron = await page
      .locator('.breadcrumbs__item')
      .first()
      .evaluate((item) => getComputedStyle(item, '::after').transform);
    expect(chevron).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    // The page has no Persian translation: its English content is marked left to right.
    const sides = await page.evaluate(() => {
      const sideWidths = (element: Element) => {
        const style = getComputedStyle(element);
        return {left: parseFloat(style.borderLeftWidth), right: parseFloat(style.borderRightWidth)};
      };
      const admonition = document.querySelector('[dir="ltr"] .theme-admonition');
      const icon = admonition?.querySelector('svg')?.parentElement;
      const notice = document.querySelector('.alert[role="note"]');
      return {
        admonition: admonition ? sideWidths(admonition) : {left: 0, right: 0},
        iconGap: icon ? parseFloat(getComputedStyle(icon).marginRight) : 0,
        notice: notice ? sideWidths(notice) : {left: 0, right: 0},
      };
    });
    expect(sides.admonition.left).toBeGreaterThan(sides.admonition.right);
    expect(sides.iconGap).toBeGreaterThan(0);
    // The Persian notice above it reads right to left: its bar is on the right.
    expect(sides.notice.right).toBeGreaterThan(sides.notice.left);
  });

  test('the announcement is in Persian', async ({page}) => {
    await page.goto('/fa/');
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toContainText('منتشر شده است');
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/fa/docs/');
  });
});

test.describe('translated interface', () => {
  const SIDEBAR_LABELS = {
    'zh-CN': {path: '/zh-CN/docs/', labels: ['简介', '配置', '在线试用', 'TypeScript 支持'], announcement: '已发布'},
    ko: {path: '/ko/docs/', labels: ['소개', '설정', '플레이그라운드', 'TypeScript 지원'], announcement: '나왔습니다'},
  };
  for (const [locale, {path, labels, announcement}] of Object.entries(SIDEBAR_LABELS)) {
    test(`${locale}: the sidebar and the announcement are translated`, async ({page}) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      for (const label of labels) {
        await expect(sidebar.getByRole('link', {name: label, exact: true})).toBeVisible();
      }
      for (const english of ['Introduction', 'Configuration', 'Playground', 'TypeScript support']) {
        await expect(sidebar.getByRole('link', {name: english, exact: true})).toHaveCount(0);
      }
      await expect(page.locator('.theme-announcement-bar')).toContainText(announcement);
    });
  }
});

test.describe('page layouts', () => {
  test('showcase filters: site font, readable tags, themed radios, "Clear all" beside the heading on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/showcase/');
    await hydrated(page);
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    await expect(page.getByRole('searchbox', {name: 'Search sites by name'})).toHaveCSS('font-family', bodyFont);
    const tag = page.getByRole('button', {name: 'Favorite', exact: true});
    expect(parseFloat(await tag.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
    );
    const radioAccent = await page
      .getByRole('radio')
      .first()
      .evaluate((radio) => getComputedStyle(radio).accentColor);
    expect(contrastRatio(radioAccent, primary)).toBeCloseTo(1, 1);
    const heading = await box(page.getByRole('heading', {name: 'Filters'}));
    const clearAll = await box(page.getByRole('button', {name: 'Clear all'}));
    expect(Math.abs(heading.y + heading.height / 2 - (clearAll.y + clearAll.height / 2))).toBeLessThan(12);
  });

  test('feature requests: filters of one height; a request page has its own heading and room below the back link', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/feature-requests/');
    await hydrated(page);
    const heights = await page
      .locator('form[role="search"]')
      .evaluate((form) =>
        Array.from(form.querySelectorAll('select, input')).map((control) => control.getBoundingClientRect().height),
      );
    expect(new Set(heights).size).toBe(1);
    const intro = 'Ideas for Docusaurus are proposed and discussed in public on GitHub.';
    await expect(page.getByText(intro)).toBeVisible();

    const firstTitle = page.locator('main li h2 a').first();
    const title = await firstTitle.innerText();
    await firstTitle.click();
    const heading = page.getByRole('heading', {level: 1});
    await expect(heading).toHaveText(title);
    await expect(page.getByText(intro)).toHaveCount(0);
    const headingFont = parseFloat(await heading.evaluate((element) => getComputedStyle(element).fontSize));
    expect(headingFont).toBeGreaterThanOrEqual(32);
    const back = await box(page.getByRole('link', {name: '← All feature requests'}));
    const headingBox = await box(heading);
    expect(headingBox.y - (back.y + back.height)).toBeGreaterThanOrEqual(12);
  });

  test('home: the feature cards leave no empty slot (a short last row is centred)', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const boxes = await page
      .locator('#home-features + ul > li')
      .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
    const list = await box(page.locator('#home-features + ul'));
    const lastRowTop = Math.max(...boxes.map((card) => card.y));
    const lastRow = boxes.filter((card) => Math.abs(card.y - lastRowTop) < 2);
    const left = Math.min(...lastRow.map((card) => card.x)) - list.x;
    const right = list.x + list.width - Math.max(...lastRow.map((card) => card.x + card.width));
    expect(Math.abs(left - right)).toBeLessThan(2);
  });

  test('changelog: every "Show the full notes" button keeps its distance from the notes above', async ({page}) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/changelog/');
    await hydrated(page);
    const gaps = await page.getByRole('button', {name: 'Show the full notes'}).evaluateAll((buttons) =>
      buttons.map((button) => {
        const notes = button.previousElementSibling?.querySelector('.markdown > :first-child');
        return notes ? button.getBoundingClientRect().top - notes.getBoundingClientRect().bottom : 0;
      }),
    );
    expect(gaps.length).toBeGreaterThan(0);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(12);
  });

  test('doc pages show when they were last updated, without the commit author', async ({page}) => {
    await page.goto('/docs/installation/');
    const lastUpdated = page.locator('.theme-last-updated');
    await expect(lastUpdated).toContainText('Last updated on');
    await expect(lastUpdated).not.toContainText(' by ');
  });
});

test.describe('phone', () => {
  test.use({viewport: PHONE, isMobile: true, hasTouch: true});

  test("code blocks' copy button is visible without hovering", async ({page}) => {
    await page.goto('/docs/installation/');
    await hydrated(page);
    const copy = page.locator('.theme-code-block').first().getByRole('button', {name: 'Copy code to clipboard'});
    await expect(copy).toHaveCSS('opacity', '1');
  });

  test('the search modal has no empty footer strip', async ({page}) => {
    await page.goto('/docs/installation/');
    await hydrated(page);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Footer')).toBeHidden();
  });
});
