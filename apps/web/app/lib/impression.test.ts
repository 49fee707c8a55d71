import { describe, expect, it } from 'vitest';
import { impressionPixelUrl, isCountableArticlePath, movedWithinArticle } from './impression.js';
import { countImpression } from './impression.server.js';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const beacon = (body: string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/impressie', {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': BROWSER_UA,
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
  });

describe('movedWithinArticle', () => {
  const article = '/nieuws/2026/11/20/eerste-sneeuw';
  const origin = 'https://www.nsv.test';
  const load = (
    referrer: string,
    navigationType: string | undefined = 'navigate',
    documentUrl = `${origin}${article}?reacties=oudste`,
  ) => ({ documentUrl, referrer, navigationType });

  it('is a move within the article when its document was loaded from the article itself', () => {
    expect(movedWithinArticle(article, load(`${origin}${article}`))).toBe(true);
    expect(movedWithinArticle(article, load(`${origin}${article}?reacties=oudste`))).toBe(true);
  });

  it('is a new arrival from elsewhere, from another site, on a reload or through the history', () => {
    expect(movedWithinArticle(article, load(''))).toBe(false);
    expect(movedWithinArticle(article, load(`${origin}/nieuws`))).toBe(false);
    expect(movedWithinArticle(article, load(`https://elders.test${article}`))).toBe(false);
    expect(movedWithinArticle(article, load(`${origin}${article}`, 'reload'))).toBe(false);
    expect(movedWithinArticle(article, load(`${origin}${article}`, 'back_forward'))).toBe(false);
    expect(movedWithinArticle(article, load('geen adres'))).toBe(false);
  });

  it('is a new arrival when the document was loaded for another page (a client-side navigation since)', () => {
    expect(
      movedWithinArticle(article, load(`${origin}${article}`, 'navigate', `${origin}/nieuws`)),
    ).toBe(false);
  });
});

describe('isCountableArticlePath', () => {
  it('accepts article paths with and without their date segments', () => {
    expect(isCountableArticlePath('/nieuws/2026/11/20/eerste-sneeuw')).toBe(true);
    expect(isCountableArticlePath('/weblog/2026/eerste-sneeuw')).toBe(true);
    expect(isCountableArticlePath('/weblog/eerste-sneeuw-2026')).toBe(true);
  });

  it('refuses previews, lists, other sections and anything odd', () => {
    expect(isCountableArticlePath('/nieuws/preview/eerste-sneeuw')).toBe(false);
    expect(isCountableArticlePath('/nieuws')).toBe(false);
    expect(isCountableArticlePath('/artikelen/eerste-sneeuw')).toBe(false);
    expect(isCountableArticlePath('/regios/solden')).toBe(false);
    expect(isCountableArticlePath('/nieuws/2026/11/20/x/y')).toBe(false);
    expect(isCountableArticlePath('https://elders.example/nieuws/a')).toBe(false);
    expect(isCountableArticlePath(`/nieuws/${'a'.repeat(400)}`)).toBe(false);
  });
});

describe('impressionPixelUrl', () => {
  it('names the article in the query', () => {
    expect(impressionPixelUrl('/nieuws/2026/11/20/eerste-sneeuw')).toBe(
      '/impressie?pad=%2Fnieuws%2F2026%2F11%2F20%2Feerste-sneeuw',
    );
  });
});

// What is refused before the API is asked (the counting itself: e2e/content.spec.ts and the API's
// content tests).
describe('countImpression refusals', () => {
  it('refuses a report from another site', async () => {
    expect(
      await countImpression(
        beacon('pad=%2Fnieuws%2Feerste-sneeuw', { 'sec-fetch-site': 'cross-site' }),
      ),
    ).toBe('cross-site');
  });

  it('refuses what is not an article path', async () => {
    expect(await countImpression(beacon('pad=%2Fregios%2Fsolden'))).toBe('invalid');
    expect(await countImpression(beacon('iets=anders'))).toBe('invalid');
    expect(await countImpression(beacon(`pad=${'x'.repeat(2000)}`))).toBe('invalid');
  });

  it('ignores bots', async () => {
    expect(
      await countImpression(
        beacon('pad=%2Fnieuws%2Feerste-sneeuw', {
          'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        }),
      ),
    ).toBe('ignored');
  });
});
