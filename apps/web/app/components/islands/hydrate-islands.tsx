import { hydrateRoot } from 'react-dom/client';
import { DIALOG_EMBED_TYPES } from '../content/embed-kinds.js';
import { reloadWhenAChunkFails } from '../../lib/build-update.js';
import { setLanguageCookie } from '../../lib/language-cookie.js';
import type { IslandName } from './island.js';
import { isIslandName, loadIsland } from './registry.js';

/** An island as the server marked it: its element, component name and props. */
export interface MarkedIsland {
  element: HTMLElement;
  name: string;
  props: Record<string, unknown>;
}

/** The islands the server marked in `root` (`<Island>` in an island document), in document order. */
export function findIslands(root: ParentNode = document): MarkedIsland[] {
  return [...root.querySelectorAll<HTMLElement>('[data-island]')].map((element) => ({
    element,
    name: element.dataset.island ?? '',
    props: JSON.parse(element.dataset.islandProps ?? '{}') as Record<string, unknown>,
  }));
}

/**
 * The islands worth hydrating: known names only, and the modal host only when a block on the page
 * opens dialogs (the gallery's lightbox); without one it would only cost the browser work.
 */
export function islandsToHydrate(
  islands: readonly MarkedIsland[],
): Array<MarkedIsland & { name: IslandName }> {
  const needsDialogs = islands.some(
    ({ name, props }) => name === 'embed' && DIALOG_EMBED_TYPES.has(String(props.type)),
  );
  return islands.filter(
    (island): island is MarkedIsland & { name: IslandName } =>
      isIslandName(island.name) && (island.name !== 'modal-host' || needsDialogs),
  );
}

/**
 * Starts an island document in the browser (decision 0518): the language cookie, the reload when
 * a chunk is gone after a deploy, and each island hydrated as its own React root with the props
 * the server rendered it with.
 */
export function startIslandDocument(): void {
  setLanguageCookie();
  reloadWhenAChunkFails();
  for (const { element, name, props } of islandsToHydrate(findIslands())) {
    void loadIsland(name).then((Component) => hydrateRoot(element, <Component {...props} />));
  }
}
