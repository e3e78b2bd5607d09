import { describe, expect, it } from 'vitest';
import { LANDING_CHUNKS_ID as READ_BY_THE_ENTRY } from '../src/landingRequests';
import { landingScreens } from '../src/landingScreens';
import { STORAGE_KEY } from '../src/lib/session';
import {
  LANDING_CHUNKS_ID,
  LANDING_SCREEN_MODULES,
  landingScreenChunks,
  SESSION_STORAGE_KEY,
} from './landingScreenChunks';

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[],
  isEntry = false,
  modules: string[] = facade ? [facade] : [],
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade && `/repo/${facade}`,
  moduleIds: modules.map((module) => `/repo/${module}`),
  imports,
  isEntry,
});

/** The plugin as a build runs it (base `/`): its index.html hook, called with `emitFile`. */
function indexHtmlHook() {
  const plugin = landingScreenChunks();
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  return (
    plugin.transformIndexHtml as unknown as {
      handler: (
        this: unknown,
        html: string,
        context: { bundle: unknown },
      ) => { tags: { children?: string; attrs: Record<string, unknown> }[] };
    }
  ).handler;
}

describe('the landing screens’ chunk list', () => {
  it('names the same screens and element as the entry and the loaders', () => {
    expect(LANDING_CHUNKS_ID).toBe(READ_BY_THE_ENTRY);
    expect(SESSION_STORAGE_KEY).toBe(STORAGE_KEY);
    expect(Object.keys(LANDING_SCREEN_MODULES).sort()).toEqual(Object.keys(landingScreens).sort());
  });

  it("lists the app's and each screen's chunks, and emits the script that preloads the app's", () => {
    const bundle = Object.fromEntries(
      [
        chunk('index.js', 'src/main.tsx', ['react.js'], true),
        chunk('App.js', 'src/App.tsx', ['mui.js', 'react.js']),
        chunk('Dashboard.js', LANDING_SCREEN_MODULES.chatDashboard, ['Workspace.js', 'mui.js']),
        chunk('Statistics.js', LANDING_SCREEN_MODULES.statisticsDashboard, ['charts.js']),
        chunk('charts.js', null, ['react.js']),
        chunk('Workspace.js', null, ['map.js', 'react.js']),
        chunk('map.js', null, []),
        chunk('PendingChats.js', LANDING_SCREEN_MODULES.pendingChats, ['mui.js']),
        chunk('ChatPage.js', LANDING_SCREEN_MODULES.chat, ['Workspace.js']),
        chunk('UserList.js', LANDING_SCREEN_MODULES.userList, ['mui.js']),
        chunk('ModeratorList.js', LANDING_SCREEN_MODULES.moderatorList, ['zod.js']),
        chunk('zod.js', null, []),
        chunk('StaffList.js', LANDING_SCREEN_MODULES.staffList, ['mui.js']),
        chunk('mui.js', null, ['react.js']),
        chunk('react.js', null, []),
      ].map((output) => [output.fileName, output]),
    );
    const handler = indexHtmlHook();
    const emitted: { fileName: string; source: string }[] = [];
    const context = {
      emitFile: (file: { fileName: string; source: string }) => emitted.push(file),
    };
    const { tags } = handler.call(context, '<html></html>', { bundle });
    expect(JSON.parse(tags[0].children ?? '')).toEqual({
      // App and what it imports, but not what the entry has already.
      app: ['/App.js', '/mui.js'],
      chatDashboard: ['/Dashboard.js', '/Workspace.js', '/map.js'],
      statisticsDashboard: ['/Statistics.js', '/charts.js'],
      pendingChats: ['/PendingChats.js'],
      chat: ['/ChatPage.js', '/Workspace.js', '/map.js'],
      userList: ['/UserList.js'],
      moderatorList: ['/ModeratorList.js', '/zod.js'],
      staffList: ['/StaffList.js'],
    });
    // The preload script, named by its content, loaded async beside the entry.
    expect(emitted).toHaveLength(1);
    expect(emitted[0].fileName).toMatch(/^assets\/preloadApp-[0-9a-f]{10}\.js$/);
    expect(tags[1].attrs).toEqual({ src: `/${emitted[0].fileName}`, async: true });
  });

  it('finds a module put in a chunk it shares (no facade of its own) by the modules in it', () => {
    const bundle = Object.fromEntries(
      [
        chunk('index.js', 'src/main.tsx', ['runtime.js'], true),
        chunk('runtime.js', null, []),
        // App inlined with a module it shares with a screen: the chunk is no module's facade.
        chunk('App.js', null, ['runtime.js', 'mui.js'], false, ['src/App.tsx', 'src/Layout.tsx']),
        chunk('mui.js', null, []),
      ]
        .concat(
          Object.values(LANDING_SCREEN_MODULES).map((module, i) =>
            chunk(`s${i}.js`, module, ['App.js']),
          ),
        )
        .map((output) => [output.fileName, output]),
    );
    const handler = indexHtmlHook();
    const { tags } = handler.call({ emitFile: () => '' }, '', { bundle });
    const listed = JSON.parse(tags[0].children ?? '');
    expect(listed.app).toEqual(['/App.js', '/mui.js']);
    expect(listed.userList).toEqual([
      `/s${Object.keys(LANDING_SCREEN_MODULES).indexOf('userList')}.js`,
    ]);
  });

  it('has the preload script ask for the app only with a session, and survive a broken list', () => {
    const bundle = Object.fromEntries(
      [chunk('index.js', 'src/main.tsx', [], true), chunk('App.js', 'src/App.tsx', ['mui.js'])]
        .concat(
          Object.values(LANDING_SCREEN_MODULES).map((module, i) => chunk(`s${i}.js`, module, [])),
        )
        .map((output) => [output.fileName, output]),
    );
    const emitted: { source: string }[] = [];
    const handler = indexHtmlHook();
    const { tags } = handler.call(
      { emitFile: (file: { source: string }) => emitted.push(file) },
      '',
      {
        bundle,
      },
    );
    const run = () => new Function(emitted[0].source)();
    const preloads = () =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => new URL(link.href).pathname,
      );
    const listed = document.createElement('script');
    listed.type = 'application/json';
    listed.id = LANDING_CHUNKS_ID;
    listed.textContent = tags[0].children ?? '';
    document.head.append(listed);
    try {
      localStorage.removeItem(STORAGE_KEY);
      run();
      expect(preloads()).toEqual([]);
      localStorage.setItem(STORAGE_KEY, '{}');
      run();
      expect(preloads()).toEqual(['/App.js', '/mui.js']);
      listed.textContent = '{not json';
      expect(run).not.toThrow();
    } finally {
      localStorage.removeItem(STORAGE_KEY);
      listed.remove();
      for (const link of document.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });
});
