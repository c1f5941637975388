import type { ComponentType } from 'react';

/**
 * Wraps a component's loader so the loaded component comes inside the Mantine theme, with the
 * theme's code fetched alongside it: for the parts that load on first use (modals, drawers, menus,
 * deferred forms) on pages that otherwise carry no Mantine (see MantineIsland).
 */
export function withMantine<Props extends object>(load: () => Promise<ComponentType<Props>>): () => Promise<ComponentType<Props>> {
  return async () => {
    const [Component, { MantineIsland }] = await Promise.all([load(), import('./mantine-island')]);
    function WithMantine(props: Props) {
      return (
        <MantineIsland>
          <Component {...props} />
        </MantineIsland>
      );
    }
    return WithMantine;
  };
}
