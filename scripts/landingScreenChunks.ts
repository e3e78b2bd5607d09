import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';

/** Each lazily loaded landing screen's module (the loaders in src/landingScreens.ts). */
export const LANDING_SCREEN_MODULES = {
  chatDashboard: 'src/custom-routes/dashboard/ChatDashboard.tsx',
  statisticsDashboard: 'src/custom-routes/dashboard/StatisticsDashboard.tsx',
  pendingChats: 'src/chat/queue/PendingChats.tsx',
  chat: 'src/custom-routes/chat/ChatPage.tsx',
  userList: 'src/resources/users/UserList.tsx',
  moderatorList: 'src/resources/moderators/ModeratorList.tsx',
  staffList: 'src/resources/staff/StaffList.tsx',
} as const;

const APP_MODULE = 'src/App.tsx';

/** The script element's id (read by src/landingRequests.ts, which a test keeps the same). */
export const LANDING_CHUNKS_ID = 'landing-screen-chunks';
/** Where the session is kept (src/lib/session.ts, which a test keeps the same). */
export const SESSION_STORAGE_KEY = 'backoffice.session';

/**
 * Runs before the entry has downloaded (async, beside it): a signed-in page asks for the signed-in
 * app's chunks at once, instead of after the entry has run and imported App. Over HTTP/1.1 (six
 * connections a host) that starts their waves about one entry download sooner.
 */
const APP_PRELOAD_SCRIPT = `(function () {
  try {
    if (!localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})) return;
    var listed = document.getElementById(${JSON.stringify(LANDING_CHUNKS_ID)});
    var app = (listed && JSON.parse(listed.textContent).app) || [];
    app.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch (error) {}
})();
`;

interface EmitsFiles {
  emitFile(file: { type: 'asset'; fileName: string; source: string }): string;
}

/**
 * Writes into the built index.html, as JSON in a script element (`LANDING_CHUNKS_ID`), the chunks
 * each landing screen needs (its own and everything they import), so that the entry can ask for a
 * screen's code at once, in parallel with the app's, without importing it (src/landingRequests.ts);
 * and, under `app`, the signed-in app's chunks, which a small script of its own (emitted beside the
 * assets, `APP_PRELOAD_SCRIPT`) asks for before the entry has run.
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
      handler(this: unknown, html, { bundle }) {
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
          const isModule = (id: string | null | undefined) => id?.endsWith(`/${module}`);
          const chunk =
            chunks.find((candidate) => isModule(candidate.facadeModuleId)) ??
            chunks.find((candidate) => candidate.moduleIds?.some(isModule));
          if (!chunk) throw new Error(`landing-screen-chunks: no chunk for ${module}`);
          return chunk.fileName;
        };
        const entries = new Set<string>();
        for (const chunk of chunks) if (chunk.isEntry) closureOf(chunk.fileName, entries);
        const app = [...closureOf(fileOf(APP_MODULE))].filter((file) => !entries.has(file));
        // What the entry loads anyway, itself and App with their imports, is not listed again.
        const loadedAnyway = new Set([...entries, ...app]);
        const listed: Record<string, string[]> = {
          app: app.map((file) => `${config.base}${file}`),
        };
        for (const [screen, module] of Object.entries(LANDING_SCREEN_MODULES)) {
          listed[screen] = [...closureOf(fileOf(module))]
            .filter((file) => !loadedAnyway.has(file))
            .map((file) => `${config.base}${file}`);
        }
        const hash = createHash('sha256').update(APP_PRELOAD_SCRIPT).digest('hex').slice(0, 10);
        const script = `assets/preloadApp-${hash}.js`;
        (this as EmitsFiles).emitFile({
          type: 'asset',
          fileName: script,
          source: APP_PRELOAD_SCRIPT,
        });
        return {
          html,
          tags: [
            {
              tag: 'script',
              attrs: { type: 'application/json', id: LANDING_CHUNKS_ID },
              children: JSON.stringify(listed),
              injectTo: 'head',
            },
            {
              tag: 'script',
              attrs: { src: `${config.base}${script}`, async: true },
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
