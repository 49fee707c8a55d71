import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

// What an accessibility audit of the running site found on a phone (the floating bar, the
// sideways strips) and in the focus rings and heading levels; each test failed before its fix.

const PHONE = { width: 360, height: 740 };
const SMALL_PHONE = { width: 320, height: 640 };

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The focused element's box, grown by its focus ring (outline width and offset) where that lies outside. */
async function focusedBox(page: Page): Promise<Box & { label: string; inBar: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const ring =
      style.outlineStyle === 'none'
        ? 0
        : Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    const rect = element.getBoundingClientRect();
    return {
      x: rect.x - ring,
      y: rect.y - ring,
      width: rect.width + 2 * ring,
      height: rect.height + 2 * ring,
      label: (element.textContent ?? '').trim().slice(0, 40),
      inBar: element.closest('nav.floating-nav') !== null,
    };
  });
}

/**
 * Presses Tab until the focused element's text is `target` (at most `limit` times) and checks that
 * no element focused on the way, the target included, lies partly under the floating bar.
 */
async function tabToWithoutHiding(page: Page, target: string, limit = 80) {
  const bar = await page.locator('nav.floating-nav').boundingBox();
  expect(bar, 'the floating bar is shown').not.toBeNull();
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await focusedBox(page);
    if (!focused.inBar) {
      expect(intersects(focused, bar!), `'${focused.label}' is under the bar`).toBe(false);
    }
    if (focused.label === target) return;
  }
  throw new Error(`'${target}' was not reached in ${limit} presses of Tab`);
}

test.describe('the floating bar hides nothing that has focus (WCAG 2.4.11)', () => {
  test.use({ viewport: PHONE });

  test('on the home page, tabbing down to the last articles', async ({ page }) => {
    await page.goto('/');
    await tabToWithoutHiding(page, 'De bergen in de zomer');
  });

  test("on the regions list, tabbing to the form's submit button", async ({ page }) => {
    await page.goto('/regios');
    await tabToWithoutHiding(page, 'Toon skigebieden');
    await expect(page.locator('form.discovery-form button[type=submit]')).toBeFocused();
  });
});

test.describe('the floating bar and the main navigation on a small phone (WCAG 1.4.10)', () => {
  test.use({ viewport: SMALL_PHONE });

  test('every snow report of the weather overview fits the screen at 320 px', async ({ page }) => {
    await page.goto('/weer');
    const scrollers = page.locator('.weather-table-scroll');
    expect(await scrollers.count()).toBeGreaterThan(20);
    // Nothing to scroll sideways, so nothing the keyboard cannot reach (the scrollers take no focus).
    const overflowing = await scrollers.evaluateAll(
      (elements) => elements.filter((element) => element.scrollWidth > element.clientWidth).length,
    );
    expect(overflowing).toBe(0);
  });

  test('every item of the bar lies within the screen at 320 px', async ({ page }) => {
    await page.goto('/');
    const items = page.locator('nav.floating-nav a');
    await expect(items).toHaveCount(5);
    for (const item of await items.all()) {
      const box = (await item.boundingBox())!;
      expect(box.x, await item.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await item.innerText()).toBeLessThanOrEqual(SMALL_PHONE.width);
      // The label is not cut off inside its item either.
      expect(
        await item.evaluate((element) => element.scrollWidth <= element.clientWidth),
        await item.innerText(),
      ).toBe(true);
    }
  });

  for (const width of [SMALL_PHONE.width, PHONE.width, 480]) {
    test(`at ${width} px a main-navigation item reached with Tab, or Shift+Tab, scrolls fully into the strip, ring included`, async ({
      page,
    }) => {
      await page.setViewportSize({ ...SMALL_PHONE, width });
      await page.goto('/');
      const strip = page.locator('.main-nav ul');
      const stripBox = (await strip.boundingBox())!;
      const links = page.locator('.main-nav a');
      const count = await links.count();
      await links.first().focus();
      // There and back again: Tab through the strip, then Shift+Tab to its start.
      const order = [...Array(count).keys(), ...[...Array(count - 1).keys()].reverse()];
      for (const [step, index] of order.entries()) {
        if (step > 0) await page.keyboard.press(step < count ? 'Tab' : 'Shift+Tab');
        await expect(links.nth(index)).toBeFocused();
        const focused = await focusedBox(page);
        expect(focused.x, focused.label).toBeGreaterThanOrEqual(stripBox.x);
        expect(focused.x + focused.width, focused.label).toBeLessThanOrEqual(
          stripBox.x + stripBox.width,
        );
      }
    });
  }
});

/** WCAG's contrast ratio of two colours as `rgb(…)` / `rgba(…)` strings. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((value) => {
        const channel = Number(value) / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The focused element's ring colour and the background it lies on: the element's own for a ring
 * drawn inside it, otherwise the nearest opaque one around it.
 */
async function ringAndBackground(locator: Locator) {
  await locator.focus();
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    let from: Element | null =
      parseFloat(style.outlineOffset) < 0 ? element : element.parentElement;
    let background = 'rgb(255, 255, 255)';
    for (; from; from = from.parentElement) {
      const colour = getComputedStyle(from).backgroundColor;
      if (colour !== 'transparent' && !/rgba\(.*, 0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    return {
      focusVisible: element.matches(':focus-visible'),
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      outline: style.outlineColor,
      background,
    };
  });
}

for (const mode of ['light', 'dark'] as const) {
  test(`focus rings have 3:1 against what they lie on in ${mode} mode (WCAG 1.4.11)`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme: mode });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', mode);
    const rings: [string, Locator][] = [
      ['content link', page.locator('main a').first()],
      ['footer link', page.locator('.site-footer a').first()],
      ['site name', page.locator('.site-header__name')],
      ['main navigation', page.locator('.main-nav a').first()],
      ['floating bar', page.locator('nav.floating-nav a').first()],
      ['skip link', page.locator('.skip-link')],
    ];
    for (const [name, locator] of rings) {
      await expect(locator, name).toHaveCount(1);
      const ring = await ringAndBackground(locator);
      expect(ring.focusVisible, name).toBe(true);
      expect(ring.outlineStyle, name).not.toBe('none');
      expect(ring.outlineWidth, name).toBeGreaterThanOrEqual(2);
      expect(
        contrast(ring.outline, ring.background),
        `${name}: ${ring.outline} on ${ring.background}`,
      ).toBeGreaterThanOrEqual(3);
    }
  });
}

test('the forecast that scrolls sideways on a phone can be reached and scrolled with the keyboard (WCAG 2.1.1)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/weer/solden');
  const scroller = page.getByRole('region', { name: 'De komende zeven dagen' });
  await expect(scroller).toHaveAttribute('tabindex', '0');
  expect(
    await scroller.evaluate((element) => element.scrollWidth > element.clientWidth),
    'the forecast is wider than the phone',
  ).toBe(true);
  await scroller.focus();
  const ring = await ringAndBackground(scroller);
  expect(ring.outlineStyle).not.toBe('none');
  expect(contrast(ring.outline, ring.background)).toBeGreaterThanOrEqual(3);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
  // Nothing else scrolls out of the keyboard's reach on the smallest phone either.
  await page.setViewportSize(SMALL_PHONE);
  await expectNoAxeViolations(page);
});

test.describe('result and article titles are headings under their list’s h2 (WCAG 1.3.1)', () => {
  test.use({ javaScriptEnabled: false });

  test('search results', async ({ page }) => {
    await page.goto('/zoeken?q=solden');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 2, name: /resultaten? voor/ })).toBeVisible();
    const titles = main.locator('.search-result__heading');
    expect(await titles.count()).toBeGreaterThan(1);
    for (const title of await titles.all()) {
      expect(await title.evaluate((element) => element.tagName)).toBe('H3');
    }
    // The results are the only h3s, and no other h2 sits between them.
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(await titles.count());
  });

  test("a region's articles", async ({ page }) => {
    await page.goto('/regios/solden');
    const section = page.locator('section.region-articles');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Artikelen over Sölden');
    const titles = section.locator('.teaser__heading');
    expect(await titles.count()).toBeGreaterThan(0);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(await titles.count());
    await expect(section.getByRole('heading', { level: 2 })).toHaveCount(1);
    // The same look as the h2 they were.
    expect(
      await titles.first().evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.fontSize, style.fontWeight, style.marginTop];
      }),
    ).toEqual(['20px', '700', '0px']);
    // A list, like the article lists, with room between the teasers (their pictures touched).
    const items = section.getByRole('list').getByRole('listitem');
    expect(await items.count()).toBeGreaterThan(1);
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(second!.y - (first!.y + first!.height)).toBeGreaterThanOrEqual(16);
  });
});

test.describe('the not-found page fits a small phone (WCAG 1.4.10)', () => {
  test.use({ viewport: SMALL_PHONE });

  for (const path of [
    '/activiteiten/wandelen/een-heel-lang-pad-dat-niet-bestaat',
    '/regios/solden/beginners',
  ]) {
    test(`${path}: the path in 'Melding' wraps instead of widening the page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('.error-details')).toContainText(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'the page is no wider than the screen',
      ).toBeLessThanOrEqual(SMALL_PHONE.width);
      const details = await page.locator('.error-details').boundingBox();
      expect(details!.x + details!.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    });
  }
});
