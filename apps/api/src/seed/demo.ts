import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';
import { demoContent } from './content/index.js';
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
