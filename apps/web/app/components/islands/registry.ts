import { ModalHost } from '@nsv/shell';
import type { ComponentType } from 'react';
import { ImpressionBeacon } from '../article/impression-beacon.js';
import { ColorModeToggle } from '../layout/color-mode-toggle.js';
import { PushStarter } from '../push/push-starter.js';
import type { IslandComponents, IslandName } from './island.js';

/**
 * How the browser's islands entry gets each island's component. Those every page has are part
 * of the islands chunk (the root of a fully hydrated page needs them too); the content embeds
 * load on demand, so that an article without interactive blocks, and every other page, skips
 * the embed renderer.
 */
export const ISLAND_LOADERS: { [N in IslandName]: () => Promise<IslandComponents[N]> } = {
  'color-mode': () => Promise.resolve(ColorModeToggle),
  embed: () => import('../content/content-embed.js').then((module) => module.ContentEmbed),
  impression: () => Promise.resolve(ImpressionBeacon),
  'modal-host': () => Promise.resolve(ModalHost),
  push: () => Promise.resolve(PushStarter),
};

/** Whether `name` is an island the browser knows. */
export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(ISLAND_LOADERS, name);
}

/** The component of an island, as a plain component of its props. */
export async function loadIsland(
  name: IslandName,
): Promise<ComponentType<Record<string, unknown>>> {
  return (await ISLAND_LOADERS[name]()) as ComponentType<Record<string, unknown>>;
}
