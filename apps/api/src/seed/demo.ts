import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import type { ContentCache } from '../lib/response-cache.js';
import { demoContent } from './content/index.js';
import type { SeedContent } from './content/types.js';
import { generateImages } from './images.js';
import { loadSeedContent, renewDemoWeather } from './load.js';

/**
 * Fills an empty database with the demo content and draws its images into the media folder.
 * Idempotent: rows are written once (seed_runs); images are drawn when the folder lacks them. On a
 * later day than it last wrote them, it renews the demo's weather (`renewDemoWeather`).
 */
export async function seedDemo(db: Db, mediaDir: string, logger: Logger): Promise<void> {
  const started = Date.now();
  const missingImages = demoContent.images.filter(
    (img) => !fs.existsSync(path.join(mediaDir, img.key)),
  );
  const [summary] = await Promise.all([
    loadSeedContent(db, demoContent),
    missingImages.length ? generateImages(missingImages, mediaDir) : Promise.resolve(),
  ]);
  const weatherRenewed = summary ? 0 : await renewDemoWeather(db, demoContent);
  if (weatherRenewed) logger.info('demo weather renewed', { places: weatherRenewed });
  if (summary || missingImages.length) {
    logger.info('seeded', {
      ...summary,
      imagesDrawn: missingImages.length,
      ms: Date.now() - started,
    });
  }
}

/** How often a running API looks whether a new (Dutch) day needs the demo weather renewed. */
export const DEMO_WEATHER_CHECK_MS = 60 * 60_000;

/**
 * Keeps the demo weather current while the API runs (a start renews it too, `seedDemo`): every
 * `everyMs` it renews the demo's reports and forecasts once a new day has begun, then clears the
 * response cache so answers show them. Returns a function that stops it (after a renewal under
 * way has finished).
 */
export function renewDemoWeatherWhileRunning(
  db: Db,
  cache: Pick<ContentCache, 'clear'>,
  logger: Logger,
  options: { everyMs?: number; content?: Pick<SeedContent, 'weatherPlaces'> } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const renew = async () => {
    try {
      const places = await renewDemoWeather(db, options.content ?? demoContent);
      if (!places) return;
      await cache.clear();
      logger.info('demo weather renewed', { places });
    } catch (error) {
      logger.error('demo weather renewal failed', {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  const timer = setInterval(() => {
    running ??= renew().finally(() => {
      running = null;
    });
  }, options.everyMs ?? DEMO_WEATHER_CHECK_MS);
  timer.unref();
  // Stopping waits for a renewal under way, so the database is not closed beneath it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
