import type { Plugin, ResolvedConfig } from 'vite';

/** Each lazily loaded landing screen's module (the loaders in src/landingScreens.ts). */
export const LANDING_SCREEN_MODULES = {
  chatDashboard: 'src/custom-routes/dashboard/ChatDashboard.tsx',
  statisticsDashboard: 'src/custom-routes/dashboard/StatisticsDashboard.tsx',
  pendingChats: 'src/chat/PendingChats.tsx',
  chat: 'src/custom-routes/chat/ChatPage.tsx',
} as const;

const APP_MODULE = 'src/App.tsx';

/** The script element's id (read by src/landingRequests.ts, which a test keeps the same). */
export const LANDING_CHUNKS_ID = 'landing-screen-chunks';

/**
 * Writes into the built index.html, as JSON in a script element (`LANDING_CHUNKS_ID`), the chunks
 * each landing screen needs (its own and everything they import), so that the entry can ask for a
 * screen's code at once, in parallel with the app's, without importing it (src/landingRequests.ts).
 */
export function landingScreenChunks(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'landing-screen-chunks',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closureOf = (fileName: string, into = new Set<string>()) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) closureOf(imported, into);
          return into;
        };
        const fileOf = (module: string) => {
          const chunk = chunks.find((candidate) =>
            candidate.facadeModuleId?.endsWith(`/${module}`),
          );
          if (!chunk) throw new Error(`landing-screen-chunks: no chunk for ${module}`);
          return chunk.fileName;
        };
        // What the entry loads anyway, itself and App with their imports, is not listed again.
        const loadedAnyway = closureOf(fileOf(APP_MODULE));
        for (const chunk of chunks) if (chunk.isEntry) closureOf(chunk.fileName, loadedAnyway);
        const listed: Record<string, string[]> = {};
        for (const [screen, module] of Object.entries(LANDING_SCREEN_MODULES)) {
          listed[screen] = [...closureOf(fileOf(module))]
            .filter((file) => !loadedAnyway.has(file))
            .map((file) => `${config.base}${file}`);
        }
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: LANDING_CHUNKS_ID },
              children: JSON.stringify(listed),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
