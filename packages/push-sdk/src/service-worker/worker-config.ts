import type { WorkerConfigMessage } from '../web-push.js';
import { WORKER_CONFIG_MESSAGE } from '../web-push.js';
import type { CacheStorageLike } from './types.js';

// The worker can be stopped at any time, so what the page sent it is kept in Cache Storage (the one
// persistent store a worker has without extra code) as well as in memory.
const CACHE_NAME = 're.notifica.worker';
const CACHE_KEY = '/re.notifica.worker-config';

/** The worker's configuration, as the page last sent it. */
export type WorkerConfig = Omit<WorkerConfigMessage, 'type'>;

/** Whether a message from a page is the SDK's configuration message. */
export function isWorkerConfigMessage(data: unknown): data is WorkerConfigMessage {
  const message = data as Partial<WorkerConfigMessage> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === WORKER_CONFIG_MESSAGE &&
    typeof message.apiHost === 'string' &&
    typeof message.applicationKey === 'string' &&
    typeof message.applicationSecret === 'string'
  );
}

/** Memory-backed, Cache-Storage-persisted worker configuration. */
export function createWorkerConfigStore(caches: CacheStorageLike) {
  let memory: WorkerConfig | undefined;
  return {
    async get(): Promise<WorkerConfig | undefined> {
      if (memory) return memory;
      const response = await (await caches.open(CACHE_NAME)).match(CACHE_KEY);
      memory = response ? ((await response.json()) as WorkerConfig) : undefined;
      return memory;
    },
    async set(config: WorkerConfig): Promise<void> {
      memory = config;
      const response = new Response(JSON.stringify(config), {
        headers: { 'Content-Type': 'application/json' },
      });
      await (await caches.open(CACHE_NAME)).put(CACHE_KEY, response);
    },
  };
}
