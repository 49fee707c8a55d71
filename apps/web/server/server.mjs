// @ts-check
/**
 * The site's production server (`pnpm start`): `site.mjs` once per core, or once in this process
 * when there is one (or `WEB_CONCURRENCY=1`). Settings of the server itself are read in site.mjs.
 */
import { superviseWorkers, workerCount } from './cluster.mjs';

const count = workerCount(process.env.WEB_CONCURRENCY);
if (count > 1) superviseWorkers({ count, exec: new URL('./site.mjs', import.meta.url) });
else await import('./site.mjs');
