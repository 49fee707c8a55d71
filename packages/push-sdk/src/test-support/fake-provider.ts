import type { DevicePayload, ProviderEvent } from '../types.js';

/** One request the fake provider received. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  keepalive: boolean;
  authorization: string | null;
}

interface InboxRecord {
  _id: string;
  notification: string;
  time: string;
  message: string;
  opened: boolean;
}

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * An in-memory push provider behind a `fetch` function, answering like the provider's REST API,
 * so the SDK runs its real HTTP code in tests without a network.
 */
export function createFakeProvider(
  options: {
    key?: string;
    secret?: string;
    vapidPublicKey?: string;
    services?: Record<string, boolean>;
  } = {},
) {
  const key = options.key ?? 'demo-key';
  const secret = options.secret ?? 'demo-secret';
  const requests: RecordedRequest[] = [];
  const devices = new Map<string, DevicePayload & { tags: string[]; testNonce?: string }>();
  const inbox = new Map<string, InboxRecord[]>();
  const events: ProviderEvent[] = [];
  let deviceCount = 0;
  let forcedFailures: { method: string; pattern: RegExp; status: number }[] = [];
  let offline = false;

  const application = {
    id: 'app-1',
    name: 'NSV',
    services: options.services ?? { websitePush: true, inbox: true },
    inboxConfig: { useInbox: true },
    websitePushConfig: {
      vapid: {
        publicKey:
          options.vapidPublicKey ??
          'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      },
      serviceWorker: '/sw.js',
      serviceWorkerScope: '/',
    },
  };

  function route(method: string, path: string, query: URLSearchParams, body: unknown): Response {
    let m: RegExpExecArray | null;
    if (method === 'GET' && path === '/api/application/info') return json(200, { application });
    if (method === 'POST' && path === '/api/push') {
      const id = `device-${++deviceCount}`;
      devices.set(id, { ...(body as DevicePayload), tags: [] });
      return json(201, { deviceID: id });
    }
    if ((m = /^\/api\/push\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1] as string);
      const device = devices.get(id);
      if (!device) return json(404, { error: 'device not found' });
      if (method === 'PUT') {
        devices.set(id, { ...(body as DevicePayload), tags: device.tags });
        return json(200, {});
      }
      if (method === 'DELETE') {
        devices.delete(id);
        return json(204);
      }
    }
    if ((m = /^\/api\/push\/([^/]+)\/(tags|addtags|removetags|cleartags)$/.exec(path))) {
      const device = devices.get(decodeURIComponent(m[1] as string));
      if (!device) return json(404, { error: 'device not found' });
      const tags = (body as { tags?: string[] } | undefined)?.tags ?? [];
      if (m[2] === 'tags') return json(200, { tags: device.tags });
      if (m[2] === 'addtags') device.tags = [...new Set([...device.tags, ...tags])];
      if (m[2] === 'removetags') device.tags = device.tags.filter((t) => !tags.includes(t));
      if (m[2] === 'cleartags') device.tags = [];
      return json(200, {});
    }
    if ((m = /^\/api\/support\/testdevice\/([^/]+)$/.exec(path)) && method === 'PUT') {
      const device = devices.get((body as { deviceID: string }).deviceID);
      if (!device) return json(404, { error: 'device not found' });
      device.testNonce = decodeURIComponent(m[1] as string);
      return json(200, {});
    }
    if ((m = /^\/api\/notification\/inbox\/fordevice\/([^/]+)$/.exec(path))) {
      const id = decodeURIComponent(m[1] as string);
      const items = inbox.get(id) ?? [];
      if (method === 'GET') {
        const skip = Number(query.get('skip'));
        const limit = Number(query.get('limit'));
        return json(200, {
          inboxItems: items.slice(skip, skip + limit),
          count: items.length,
          unread: items.filter((i) => !i.opened).length,
        });
      }
      if (method === 'PUT') items.forEach((i) => (i.opened = true));
      if (method === 'DELETE') inbox.set(id, []);
      return json(200, {});
    }
    if ((m = /^\/api\/notification\/inbox\/([^/]+)$/.exec(path)) && method === 'DELETE') {
      for (const [device, items] of inbox)
        inbox.set(
          device,
          items.filter((i) => i._id !== m![1]),
        );
      return json(200, {});
    }
    if ((m = /^\/api\/link\/dynamic\/(.+)$/.exec(path)) && method === 'GET') {
      return json(200, { link: { target: `https://www.wintersport.nl/target?from=${m[1]}` } });
    }
    if (method === 'POST' && path === '/api/event') {
      events.push(body as ProviderEvent);
      return json(201, {});
    }
    if (method === 'POST' && path === '/api/notification/webhook') {
      return (body as { target?: string }).target
        ? json(200, {})
        : json(400, { error: 'target is required' });
    }
    if (method === 'POST' && path === '/api/upload/reply')
      return json(201, { filename: 'reply-1.png' });
    if (method === 'POST' && path === '/api/reply') return json(201, {});
    if ((m = /^\/api\/notification\/([^/]+)$/.exec(path)) && method === 'GET') {
      return json(200, { notification: { _id: m[1], message: 'Verse sneeuw in Sölden' } });
    }
    if ((m = /^\/api\/pass\/forserial\/([^/]+)$/.exec(path)))
      return json(200, { pass: { serial: m[1] } });
    if ((m = /^\/api\/pass\/savelinks\/([^/]+)$/.exec(path))) {
      return json(200, { saveLinks: { googlePay: `https://pay.google.com/${m[1]}` } });
    }
    return json(404, { error: `no route ${method} ${path}` });
  }

  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input);
    const method = init.method ?? 'GET';
    const headers = new Headers(init.headers);
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    requests.push({
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      keepalive: init.keepalive === true,
      authorization: headers.get('Authorization'),
    });
    if (offline) throw new TypeError('Failed to fetch');
    if (headers.get('Authorization') !== `Basic ${btoa(`${key}:${secret}`)}`) {
      return json(401, { error: 'wrong application key or secret' });
    }
    const failure = forcedFailures.find((f) => f.method === method && f.pattern.test(url.pathname));
    if (failure) {
      forcedFailures = forcedFailures.filter((f) => f !== failure);
      return json(failure.status, {
        error: { code: 'forced', message: `forced ${failure.status}` },
      });
    }
    return route(method, url.pathname, url.searchParams, body);
  };

  return {
    fetch,
    requests,
    devices,
    events,
    application,
    /** Event types received, in order. */
    eventTypes: () => events.map((e) => e.type),
    /** Answers the next matching call with `status`. */
    failNext(method: string, pattern: RegExp, status: number) {
      forcedFailures.push({ method, pattern, status });
    },
    /** Makes every call fail without an answer, as when offline. */
    setOffline(value: boolean) {
      offline = value;
    },
    /** Puts an item in a device's inbox. */
    addInboxItem(deviceId: string, item: Omit<InboxRecord, 'opened'>) {
      inbox.set(deviceId, [...(inbox.get(deviceId) ?? []), { ...item, opened: false }]);
    },
  };
}

/** The fake provider. */
export type FakeProvider = ReturnType<typeof createFakeProvider>;
