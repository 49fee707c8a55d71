import { useId } from 'react';

/** Props of the blocks that give their elements ids (heading, form fields). */
export interface BlockIdOptions {
  /**
   * The base of the block's element ids, unique on the page (the site passes one made from the
   * embed's slug). Without it React's `useId` makes one, which depends on the block's place in
   * its React tree: a block hydrated on its own (an island, apart from the page's tree) needs a
   * base that the server and the browser agree on.
   */
  idPrefix?: string;
}

/** The base of a block's element ids: `idPrefix` when given, else one from React's `useId`. */
export function useBlockId(idPrefix: string | undefined): string {
  const generated = useId();
  return idPrefix ?? generated;
}
