import { describe, expect, it } from 'vitest';
import { LANDING_CHUNKS_ID as READ_BY_THE_ENTRY } from '../src/landingRequests';
import { landingScreens } from '../src/landingScreens';
import {
  LANDING_CHUNKS_ID,
  LANDING_SCREEN_MODULES,
  landingScreenChunks,
} from './landingScreenChunks';

const chunk = (fileName: string, facade: string | null, imports: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade && `/repo/${facade}`,
  imports,
  isEntry,
});

describe('the landing screens’ chunk list', () => {
  it('names the same screens and element as the entry and the loaders', () => {
    expect(LANDING_CHUNKS_ID).toBe(READ_BY_THE_ENTRY);
    expect(Object.keys(LANDING_SCREEN_MODULES).sort()).toEqual(Object.keys(landingScreens).sort());
  });

  it("lists each screen's chunks and their imports, without what the entry and App load", () => {
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
        chunk('mui.js', null, ['react.js']),
        chunk('react.js', null, []),
      ].map((output) => [output.fileName, output]),
    );
    const plugin = landingScreenChunks();
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const { handler } = plugin.transformIndexHtml as unknown as {
      handler: (html: string, context: { bundle: unknown }) => { tags: { children: string }[] };
    };
    const { tags } = handler('<html></html>', { bundle });
    expect(JSON.parse(tags[0].children)).toEqual({
      chatDashboard: ['/Dashboard.js', '/Workspace.js', '/map.js'],
      statisticsDashboard: ['/Statistics.js', '/charts.js'],
      pendingChats: ['/PendingChats.js'],
      chat: ['/ChatPage.js', '/Workspace.js', '/map.js'],
    });
  });
});
