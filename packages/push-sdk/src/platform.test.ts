import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  createMemoryStorage,
  resolvePlatform,
  type NotificationApi,
  type PushDocument,
  type PushNavigator,
  type PushStorage,
  type PushSubscriptionLike,
  type PushWindow,
  type ServiceWorkerContainerLike,
} from './platform.js';

describe('platform', () => {
  it('accepts the browser objects themselves (checked by the typecheck)', () => {
    expectTypeOf<Navigator>().toExtend<PushNavigator>();
    expectTypeOf<Document>().toExtend<PushDocument>();
    expectTypeOf<Window>().toExtend<PushWindow>();
    expectTypeOf<Storage>().toExtend<PushStorage>();
    expectTypeOf<typeof Notification>().toExtend<NotificationApi>();
    expectTypeOf<ServiceWorkerContainer>().toExtend<ServiceWorkerContainerLike>();
    expectTypeOf<PushSubscription>().toExtend<PushSubscriptionLike>();
  });

  it('keeps values in memory storage', () => {
    const storage = createMemoryStorage();
    storage.setItem('re.notifica.a', '1');
    expect(storage.getItem('re.notifica.a')).toBe('1');
    storage.removeItem('re.notifica.a');
    expect(storage.getItem('re.notifica.a')).toBeNull();
  });

  it('falls back to memory storage, real timers and random ids where there is no browser', () => {
    const platform = resolvePlatform();
    expect(platform.document).toBeUndefined();
    expect(platform.pushManagerAvailable).toBe(false);
    platform.storage.setItem('k', 'v');
    expect(platform.storage.getItem('k')).toBe('v');
    expect(platform.generateId()).not.toBe(platform.generateId());
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_234);
    try {
      expect(platform.clock.now()).toBe(1_234);
    } finally {
      now.mockRestore();
    }
  });

  it('survives a localStorage getter that throws (privacy modes)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const platform = resolvePlatform();
      platform.storage.setItem('k', 'v');
      expect(platform.storage.getItem('k')).toBe('v');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });
});
