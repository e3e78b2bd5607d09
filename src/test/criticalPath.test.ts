import { describe, expect, it } from 'vitest';
import { staticPackagesOf } from './staticImports';

describe('the signed-in app’s critical path', () => {
  it('loads no map library: the map loads with the screens that show one', () => {
    const maps = [...staticPackagesOf('src/App.tsx')].filter(([name]) => /leaflet/.test(name));
    // The chain of imports that brought it in, to find where to load it lazily.
    expect(maps.map(([name, chain]) => `${chain.join(' -> ')} -> ${name}`)).toEqual([]);
  });

  it.each(['src/custom-routes/dashboard/ChatDashboard.tsx', 'src/custom-routes/chat/ChatPage.tsx'])(
    'opens the chat workspace (%s) without a map library: a map loads when first shown',
    (screen) => {
      const maps = [...staticPackagesOf(screen)].filter(([name]) => /leaflet/.test(name));
      expect(maps.map(([name, chain]) => `${chain.join(' -> ')} -> ${name}`)).toEqual([]);
    },
  );

  it('loads no GraphQL client and no zod: subscriptions load Apollo on their first use (issue 40)', () => {
    const heavy = [...staticPackagesOf('src/App.tsx')].filter(
      ([name]) => name.startsWith('@apollo/') || name === 'graphql' || name === 'zod',
    );
    expect(heavy.map(([name, chain]) => `${chain.join(' -> ')} -> ${name}`)).toEqual([]);
  });

  it('finds a package imported statically (the walk itself)', () => {
    const packages = staticPackagesOf('src/App.tsx');
    expect(packages.has('react-admin')).toBe(true);
    expect([...staticPackagesOf('src/lib/apollo.ts').keys()]).toContain('@apollo/client/core');
  });

  it('has a dataProvider that loads no GraphQL client: its GraphQL methods import Apollo on call', () => {
    const apollo = [...staticPackagesOf('src/dataProvider/index.ts')].filter(
      ([name]) => name.startsWith('@apollo/') || name === 'ra-data-graphql',
    );
    expect(apollo.map(([name, chain]) => `${chain.join(' -> ')} -> ${name}`)).toEqual([]);
  });
});
