/**
 * One chatter's browser tab for `bench:chat --workspaces N`, in a worker thread of its own (its
 * own module instances, like a tab): the back-office's own data layer, not an imitation of it.
 * It renders the chat workspace's data hook (useWorkspaceData) and the app bar's queue counter
 * hook (useQueueCount) with React, over the product's dataProvider, Apollo client and its one
 * graphql-ws socket, and answers every 10th real user's message through the dataProvider's
 * sendMessage.
 *
 * It reports to the bench: when each message reached the workspace's cache, every HTTP request
 * the tab made (by operation), and how many sockets it opened.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

interface TabData {
  base: string;
  chatterId: number;
  token: string;
}
const { base, chatterId, token } = workerData as TabData;
const port = parentPort;
if (!port) throw new Error('bench/workspace-tab runs as a worker thread');

// React's test renderer runs the hooks without a DOM, as a live app (not a test: no act()); it
// warns that it is deprecated for tests.
const reportError = console.error;
console.error = (...args: unknown[]) => {
  if (!String(args[0]).startsWith('react-test-renderer is deprecated')) reportError(...args);
};

// What a browser gives the modules: storage, the page's origin, fetch against it, WebSocket.
const storage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
};
// Apollo Client's production mode, as vite.config.ts builds it.
(globalThis as { __DEV__?: boolean }).__DEV__ = false;
// `window` too (events on it included): TanStack Query treats a tab without one as a server and
// never polls.
const windowEvents = new EventTarget();
Object.assign(globalThis, {
  window: globalThis,
  addEventListener: windowEvents.addEventListener.bind(windowEvents),
  removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
  localStorage: storage(),
  sessionStorage: storage(),
  location: new URL(base),
});
/** Sockets open at once (a reconnection closes the old one first): the most seen is reported. */
let open = 0;
let sockets = 0;
class CountedWebSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args);
    open += 1;
    sockets = Math.max(sockets, open);
    this.once('close', () => {
      open -= 1;
    });
  }
}
(globalThis as { WebSocket?: unknown }).WebSocket = CountedWebSocket;
const browserFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = new URL(String(input), base);
  let operation = `${init?.method ?? 'GET'} ${url.pathname.replace(/\/\d+(?=\/|$)/g, '/:id')}`;
  if (url.pathname === '/graphql' && typeof init?.body === 'string') {
    operation = (JSON.parse(init.body) as { operationName?: string }).operationName ?? operation;
  }
  port.postMessage({ type: 'request', operation, at: now() });
  return browserFetch(url, init);
};
const now = () => performance.timeOrigin + performance.now();

localStorage.setItem(
  'backoffice.session',
  JSON.stringify({
    key: token,
    user: {
      id: chatterId,
      email: '',
      username: '',
      firstName: 'Bench',
      lastName: '',
      fullName: 'Bench',
      roles: ['CHATTER'],
    },
    checks: { userListing: false, adminListing: false },
  }),
);

// The product's modules, loaded once the tab's globals are in place.
const React = await import('react');
const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
const { create } = await import('react-test-renderer');
const { DataProviderContext } = await import('react-admin');
const { MemoryRouter } = await import('react-router-dom');
const { dataProvider } = await import('../src/dataProvider/index.js');
const { useWorkspaceData } = await import('../src/chat/workspace/useWorkspaceData.js');
const { useQueueCount } = await import('../src/layout/useQueueCount.js');
const { liveFeed } = await import('../src/chat/liveFeed.js');
const { graphqlCall } = await import('../src/lib/apollo.js');
const { QueueCountDocument } = await import('../src/gql/graphql.js');
type ChatRoom = import('../src/dataProvider/chat.js').ChatRoom;

const queryClient = new QueryClient();
function Tab() {
  useWorkspaceData({ isChatter: true, me: chatterId });
  useQueueCount(async () => (await graphqlCall(QueueCountDocument)).chatsInQueueCount);
  return null;
}

// A message is in the workspace when the cached chat list shows it (its room's newest id is it
// or a later one): the time of that cache write is what the bench measures.
const pending = new Map<string, { roomId: string; id: number; clientId: string }>();
liveFeed.onMessage((message) => {
  // Real users' messages are timed; the chatter's own answers come back too and are not.
  if (message.clientId && !message.fromModerator) {
    port.postMessage({ type: 'received', clientId: message.clientId, at: now() });
    pending.set(message.id, {
      roomId: message.roomId,
      id: Number(message.id),
      clientId: message.clientId,
    });
  }
  // Every 10th real user's message is answered, as the chatter would, through the product's send.
  if (!message.fromModerator && Number(message.id) % 10 === 0 && message.clientId) {
    const clientId = `r-${message.clientId}`;
    port.postMessage({ type: 'reply', clientId, at: now(), roomId: message.roomId });
    void sendSurely(message.roomId, clientId);
  }
});
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'updated' || event.query.queryKey[0] !== 'chatRooms') return;
  const rooms = (event.query.state.data ?? []) as ChatRoom[];
  const at = now();
  for (const room of rooms) {
    if (!room.lastMessageId) continue;
    for (const [id, entry] of pending) {
      if (entry.roomId === room.id && entry.id <= Number(room.lastMessageId)) {
        pending.delete(id);
        port.postMessage({ type: 'arrived', clientId: entry.clientId, at });
      }
    }
  }
});

async function sendSurely(roomId: string, clientId: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    try {
      await dataProvider.sendMessage({
        roomId,
        clientId,
        kind: 'C',
        content: 'Thank you for writing, it is lovely to hear from you again today!',
      });
      port?.postMessage({ type: 'acknowledged', clientId, at: now() });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

// The workspace's hooks read through react-admin's dataProvider (useDataProvider), which wants a
// router (its sign-out on 401 navigates) and the dataProvider in context, as the app gives them.
create(
  React.createElement(
    QueryClientProvider,
    { client: queryClient },
    React.createElement(
      MemoryRouter,
      null,
      React.createElement(
        DataProviderContext.Provider,
        { value: dataProvider },
        React.createElement(Tab),
      ),
    ),
  ),
);
liveFeed.onState((state) => port.postMessage({ type: 'state', state }));
setInterval(() => port.postMessage({ type: 'sockets', sockets }), 1000);
port.on('message', (message: { type: string }) => {
  if (message.type === 'stop') process.exit(0);
});
