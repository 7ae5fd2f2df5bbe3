import type { ComponentType } from 'react';
import { ISLAND_ATTRIBUTE } from './hydration';

/**
 * A part of a page that can be hydrated on its own. A page whose declaration says it hydrates in
 * islands (Home) downloads the code of these parts only, not of the whole page and its router: the
 * rest of its HTML needs no JavaScript. An island takes no props: what it shows comes from the
 * page's providers (texts, data, navigation), which the browser gives each island as the server
 * gave the page.
 */
export interface Island {
  /** The island's name in the page's HTML (`data-island`), by which the browser finds its code. */
  name: string;
  Content: ComponentType;
}

export const defineIsland = (name: string, Content: ComponentType): Island => ({ name, Content });

/**
 * Where an island stands in a page: its content in an element of its own (laid out as if it were not
 * there, `display: contents`), which is what the browser hydrates it in.
 */
export function IslandSlot({ island }: { island: Island }) {
  const { Content } = island;
  return (
    <div className="island" {...{ [ISLAND_ATTRIBUTE]: island.name }}>
      <Content />
    </div>
  );
}
