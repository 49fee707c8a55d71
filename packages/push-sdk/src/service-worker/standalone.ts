// The ready-to-serve worker (`dist/sw.js`): copy it to the site's root as /sw.js.
import { registerPushServiceWorker } from './index.js';

registerPushServiceWorker();
