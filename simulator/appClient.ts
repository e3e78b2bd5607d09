/**
 * A real app user over the public API only (no database): sign-up or sign-in, GraphQL calls, and
 * a message subscription that resumes after drops from the last id it saw. Used by
 * `npm run simulate` and `npm run bench:chat`.
 */
import { type Client, createClient } from 'graphql-ws';
import { Agent, request } from 'undici';
import WebSocket from 'ws';

export interface AppMessage {
  id: string;
  roomId: string;
  content: string;
  fromModerator: boolean;
  messageType: string;
  privatePhotoRequestId: number | null;
  requestStatus: string | null;
  clientId: string | null;
  timestamp: string;
}

export const MESSAGE_FIELDS =
  'id roomId content fromModerator messageType privatePhotoRequestId requestStatus clientId timestamp';

export class AppClient {
  private socket: Client | null = null;
  private lastId = '0';
  private stopped = false;
  private connected = false;
  /**
   * The user's own keep-alive connections, as each user's app holds: a pool shared by a thousand
   * simulated users would open and close connections under load and starve some requests.
   */
  private readonly agent = new Agent({ connections: 2 });

  private constructor(
    readonly baseUrl: string,
    readonly userId: number,
    private readonly token: string,
  ) {}

  /** A client for a session token obtained elsewhere (the benchmark prepares its own). */
  static withToken(baseUrl: string, userId: number, token: string) {
    return new AppClient(baseUrl, userId, token);
  }

  /** Signs up, or only signs in when the account already exists (so no sign-in ever fails). */
  static async connect(baseUrl: string, email: string, password: string, name: string) {
    const signUp = await fetch(`${baseUrl}/api/app/signup/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, first_name: name }),
    });
    if (signUp.status !== 201 && !(await isAlreadyRegistered(signUp))) {
      throw new Error(`sign-up of ${email}: ${signUp.status}`);
    }
    const response = await fetch(`${baseUrl}/api/auth/token-login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
    const body = (await response.json()) as { key: string; user: { id: number } };
    return new AppClient(baseUrl, body.user.id, body.key);
  }

  async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = (await this.post('/graphql', JSON.stringify({ query, variables }))) as {
      data?: T;
      errors?: { message: string }[];
    };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data as T;
  }

  send(roomId: string, content: string, clientId: string) {
    return this.graphql<{ sendMessage: AppMessage }>(
      `mutation($roomId: ID!, $content: String, $clientId: String) {
        sendMessage(roomId: $roomId, kind: "C", content: $content, clientId: $clientId) { ${MESSAGE_FIELDS} }
      }`,
      { roomId, content, clientId },
    );
  }

  /**
   * Every message of the user's rooms after the id `from`, live; after a drop (or a server restart) the socket
   * reconnects and asks for what came after the last id seen, so each arrives once, in order.
   */
  listen(
    from: string,
    onMessage: (message: AppMessage) => void,
    onState?: (state: string) => void,
  ) {
    this.lastId = from;
    const wsUrl = `${this.baseUrl.replace(/^http/, 'ws')}/graphql`;
    const subscribe = () => {
      if (this.stopped) return;
      const client = createClient({
        url: wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Token ${this.token}` },
        lazy: true,
        retryAttempts: 0,
        on: {
          connected: () => {
            this.connected = true;
            onState?.('connected');
          },
          closed: () => {
            this.connected = false;
          },
        },
      });
      this.socket = client;
      const again = () => {
        void client.dispose();
        if (this.stopped) return;
        onState?.('reconnecting');
        setTimeout(subscribe, 500 + Math.random() * 500);
      };
      client.subscribe<{ onNewMessage: AppMessage }>(
        {
          query: `subscription($after: ID) { onNewMessage(after: $after) { ${MESSAGE_FIELDS} } }`,
          variables: { after: this.lastId },
        },
        {
          next: ({ data }) => {
            if (!data) return;
            this.lastId = data.onNewMessage.id;
            onMessage(data.onNewMessage);
          },
          error: again,
          complete: again,
        },
      );
    };
    subscribe();
  }

  /** Whether the socket is up (acknowledged by the server). */
  get isConnected() {
    return this.connected;
  }

  /** Drops the socket as a flaky network would; `listen` reconnects on its own. */
  dropConnection() {
    // A socket still connecting cannot be terminated (ws throws); it is dropped once it is up.
    if (this.connected) this.socket?.terminate();
  }

  private async post(path: string, body: string): Promise<unknown> {
    const response = await request(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${this.token}` },
      body,
      dispatcher: this.agent,
    });
    return response.body.json();
  }

  async close() {
    this.stopped = true;
    await this.socket?.dispose();
    await this.agent.close();
  }
}

async function isAlreadyRegistered(signUp: Response) {
  if (signUp.status !== 400) return false;
  const body = (await signUp.json()) as { email?: string[] };
  return body.email?.some((error) => error.includes('already registered')) ?? false;
}
