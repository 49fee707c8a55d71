// @ts-check
/**
 * `pnpm --filter @nsv/web lighthouse`: Lighthouse (mobile, its default config) against Debian's
 * chromium (CHROMIUM_PATH, default /usr/bin/chromium) on the home page, an article and a region;
 * prints the four category scores. Starts the built API (fresh demo data) and the built site like
 * playwright.config.ts. LIGHTHOUSE_REPORT_DIR keeps each page's full report as JSON. Targets (issue 5): performance ≥ 95, the other three 100.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { samplePaths, startServers } from './lib/servers.mjs';

const API_PORT = Number(process.env.LIGHTHOUSE_API_PORT ?? 4413);
const WEB_PORT = Number(process.env.LIGHTHOUSE_WEB_PORT ?? 3313);
const DEBUG_PORT = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9323);
/** Where to keep each page's full report (`<page>.json`), when set. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true });

/** Starts headless chromium with a debugging port for Lighthouse to drive. */
async function startChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'nsv-lighthouse-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUG_PORT}/json/version`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    stop: async () => {
      chromium.kill('SIGTERM');
      await new Promise((resolve) =>
        chromium.exitCode !== null ? resolve(undefined) : chromium.once('exit', resolve),
      );
      // Chromium's helper processes may still be writing to the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

const servers = await startServers({ apiPort: API_PORT, webs: [{ port: WEB_PORT }] });
const chromium = await startChromium();
try {
  const { article, region } = await samplePaths(API_PORT);
  const rows = [];
  /** @type {Array<Record<string, string | number>>} */
  const metrics = [];
  for (const [name, pathname] of [
    ['home', '/'],
    ['article', article],
    ['region', region],
  ]) {
    const result = await lighthouse(`http://127.0.0.1:${WEB_PORT}${pathname}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${pathname}`);
    if (REPORT_DIR)
      writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(result.lhr));
    const { categories } = result.lhr;
    const score = (/** @type {string} */ id) => Math.round((categories[id]?.score ?? 0) * 100);
    rows.push({
      page: `${name} ${pathname}`,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
    });
    const { audits } = result.lhr;
    const ms = (/** @type {string} */ id) => Math.round(audits[id]?.numericValue ?? NaN);
    metrics.push({
      page: `${name} ${pathname}`,
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      'SI ms': ms('speed-index'),
      'transfer KB': Math.round((audits['total-byte-weight']?.numericValue ?? NaN) / 1024),
    });
    // What kept a score below 100, so a run says what to fix.
    for (const category of Object.values(categories)) {
      for (const ref of category.auditRefs) {
        const audit = result.lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
          console.error(`  ${name} ${category.id}: ${audit.id} (${Math.round(audit.score * 100)})`);
          // Console errors say nothing without their text.
          const items =
            /** @type {{ items?: Array<{ description?: string, url?: string }> }} */ (
              audit.details ?? {}
            ).items ?? [];
          for (const item of items.slice(0, 3)) {
            if (item.description)
              console.error(`    ${item.description.slice(0, 200)} ${item.url ?? ''}`);
          }
        }
      }
    }
  }
  console.log('lighthouse: mobile (default config), Debian chromium');
  console.table(rows);
  console.table(metrics);
} finally {
  await chromium.stop();
  await servers.stop();
}
