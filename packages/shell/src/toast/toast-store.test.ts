import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from './toast-api';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOAST_TIMEOUT_MS } from './toast-constants';
import { toastStore } from './toast-store';

const open = () => toastStore.get().filter((t) => t.open);

beforeEach(() => {
  vi.useFakeTimers();
  toast.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a default toast with the spec timeout and returns its id', () => {
    const id = toast('Welkom terug');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ id, type: 'default', message: 'Welkom terug', open: true }),
    ]);
    expect(toastStore.get()[0]?.duration).toBe(TOAST_TIMEOUT_MS);
  });

  it('sets the type through the typed helpers', () => {
    toast.success('Opgeslagen');
    toast.error('Mislukt');
    toast.warning('Let op');
    toast.info('Ter info');
    expect(toastStore.get().map((t) => t.type)).toEqual(['success', 'error', 'warning', 'info']);
  });

  it('keeps at most 20 open toasts and closes the oldest first', () => {
    const ids = Array.from({ length: TOAST_LIMIT + 5 }, (_, i) => toast(`Melding ${i + 1}`));
    expect(open()).toHaveLength(TOAST_LIMIT);
    expect(open().map((t) => t.id)).toEqual(ids.slice(5));
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(toastStore.get().map((t) => t.id)).toEqual(ids.slice(5));
  });

  it('updates a toast by id and leaves the others alone', () => {
    const id = toast('Bezig met opslaan', { title: 'Profiel' });
    const other = toast('Andere melding');
    toast.update(id, { message: 'Profiel opgeslagen', type: 'success' });
    expect(toastStore.get().find((t) => t.id === id)).toMatchObject({
      message: 'Profiel opgeslagen',
      type: 'success',
      title: 'Profiel',
    });
    expect(toastStore.get().find((t) => t.id === other)?.message).toBe('Andere melding');
  });

  it('updates instead of duplicating when raised again with the same id', () => {
    toast('Versie 1', { id: 'sessie' });
    const id = toast.warning('Versie 2', { id: 'sessie' });
    expect(id).toBe('sessie');
    expect(toastStore.get()).toEqual([
      expect.objectContaining({ id: 'sessie', message: 'Versie 2', type: 'warning' }),
    ]);
  });

  it('ignores an update of a toast that has gone', () => {
    const id = toast('Weg');
    toast.dismiss(id);
    toast.update(id, { message: 'Terug?' });
    expect(toastStore.get()[0]?.message).toBe('Weg');
  });

  it('dismisses one toast, keeps it for its exit animation, then removes it', () => {
    const a = toast('A');
    const b = toast('B');
    toast.dismiss(a);
    expect(toastStore.get().map((t) => [t.id, t.open])).toEqual([
      [a, false],
      [b, true],
    ]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(toastStore.get().map((t) => t.id)).toEqual([b]);
  });

  it('dismisses all toasts when no id is given', () => {
    toast('A');
    toast('B');
    toast.dismiss();
    expect(open()).toHaveLength(0);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(toastStore.get()).toHaveLength(0);
  });

  it('clears every toast at once', () => {
    toast('A');
    toast.error('B');
    toast.clear();
    expect(toastStore.get()).toEqual([]);
  });

  it('refuses bad input with a clear error', () => {
    expect(() => toast('')).toThrow(/non-empty string/);
    expect(() => toast('Hoi', { duration: 0 })).toThrow(/duration/);
    // @ts-expect-error: an unknown type is refused at run time too
    expect(() => toast('Hoi', { type: 'fatal' })).toThrow(/unknown type 'fatal'/);
    const id = toast('Hoi');
    expect(() => toast.update(id, { message: '  ' })).toThrow(/non-empty string/);
  });
});
