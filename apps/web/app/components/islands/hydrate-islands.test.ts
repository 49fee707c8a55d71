import { describe, expect, it } from 'vitest';
import { findIslands, islandsToHydrate, type MarkedIsland } from './hydrate-islands.js';

/** A marked element as the islands entry finds it: only its data attributes matter here. */
function marked(name: string, props: Record<string, unknown> = {}): HTMLElement {
  return {
    dataset: { island: name, islandProps: JSON.stringify(props) },
  } as unknown as HTMLElement;
}

const island = (name: string, props: Record<string, unknown> = {}): MarkedIsland => ({
  element: marked(name, props),
  name,
  props,
});

describe('findIslands', () => {
  it('reads each marked element’s name and props, in document order', () => {
    const elements = [
      marked('color-mode', { forced: 'dark' }),
      marked('impression', { articlePath: '/nieuws/x' }),
    ];
    const root = {
      querySelectorAll: (selector: string) => (selector === '[data-island]' ? elements : []),
    } as unknown as ParentNode;
    expect(findIslands(root).map(({ name, props }) => ({ name, props }))).toEqual([
      { name: 'color-mode', props: { forced: 'dark' } },
      { name: 'impression', props: { articlePath: '/nieuws/x' } },
    ]);
  });
});

describe('islandsToHydrate', () => {
  it('hydrates the known islands and skips names it does not know', () => {
    const names = islandsToHydrate([
      island('color-mode'),
      island('onbekend'),
      island('embed', { type: 'video' }),
      island('push', { settings: null, user: null }),
    ]).map(({ name }) => name);
    expect(names).toEqual(['color-mode', 'embed', 'push']);
  });

  it('hydrates the modal host only for a block that opens dialogs', () => {
    const host = island('modal-host');
    expect(islandsToHydrate([host, island('embed', { type: 'video' })])).not.toContain(host);
    expect(islandsToHydrate([host, island('embed', { type: 'image-gallery' })])).toContain(host);
  });
});
