import type { ModalHost } from '@nsv/shell';
import { type ComponentProps, type ComponentType, createContext, useContext } from 'react';
import type { ImpressionBeacon } from '../article/impression-beacon.js';
import type { ContentEmbed } from '../content/content-embed.js';
import type { ColorModeToggle } from '../layout/color-mode-toggle.js';
import type { PushStarter } from '../push/push-starter.js';

/**
 * The components an island document (decision 0518) hydrates on their own, by name. Each takes
 * plain data as props (they travel in the HTML as JSON) and none imports React Router. The
 * browser's side (`registry.ts`) loads each by the same name.
 */
export interface IslandComponents {
  'color-mode': typeof ColorModeToggle;
  embed: typeof ContentEmbed;
  impression: typeof ImpressionBeacon;
  'modal-host': typeof ModalHost;
  push: typeof PushStarter;
}

/** The name of an island component. */
export type IslandName = keyof IslandComponents;

/**
 * True while the server renders an island document: a page sent without React Router's scripts,
 * whose few interactive parts hydrate on their own. False in every other render, and always in
 * the browser.
 */
export const IslandDocument = createContext(false);

/**
 * Renders an island's component. In an island document it sits in a marked element (laid out as
 * if it were not there) that carries its name and props, which the islands entry hydrates with
 * the same component; anywhere else it is just the component.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
}: {
  name: N;
  component: IslandComponents[N];
  props: ComponentProps<IslandComponents[N]>;
}) {
  // The props were checked against the component above; JSX cannot follow the generic link.
  const Component = component as ComponentType<object>;
  const rendered = <Component {...(props as object)} />;
  if (!useContext(IslandDocument)) return rendered;
  return (
    <div className="island" data-island={name} data-island-props={JSON.stringify(props)}>
      {rendered}
    </div>
  );
}
