import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const base = 'http://127.0.0.1:8097';
const login = async (email: string) =>
  (
    await (
      await fetch(`${base}/api/auth/token-login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234' }),
      })
    ).json()
  ).key;
const admin = await login('admin@demo.test');
const chatter = await login('chatter@demo.test');
const gql = async (key: string, query: string, variables = {}) =>
  await (
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${key}` },
      body: JSON.stringify({ query, variables }),
    })
  ).json();
console.log(
  JSON.stringify(
    await gql(
      admin,
      'mutation { setAutoOffer(enabled: true, capacity: 20, acceptSeconds: 20) { enabled } }',
    ),
  ),
);
console.log(
  JSON.stringify(
    await gql(chatter, '{ assignedChats { roomId } chatQueueSettings { isAllowed } }'),
  ),
);
const client = createClient({
  url: 'ws://127.0.0.1:8097/graphql',
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Token ${chatter}` },
});
client.subscribe(
  { query: 'subscription { chatOffers { roomId expiresAt } }' },
  {
    next: (v) => console.log('offer', JSON.stringify(v)),
    error: (e) => console.log('err', JSON.stringify(e)),
    complete: () => console.log('complete'),
  },
);
await new Promise((r) => setTimeout(r, 3000));
const offer = await gql(chatter, '{ myChatOffer { roomId } }');
console.log(JSON.stringify(offer));
if (offer.data.myChatOffer)
  console.log(
    JSON.stringify(
      await gql(chatter, 'mutation($r: ID!) { declineChatOffer(roomId: $r) }', {
        r: offer.data.myChatOffer.roomId,
      }),
    ),
  );
await new Promise((r) => setTimeout(r, 3000));
console.log(
  JSON.stringify(
    await gql(
      admin,
      'mutation { setAutoOffer(enabled: false, capacity: 20, acceptSeconds: 20) { enabled } }',
    ),
  ),
);
await client.dispose();
process.exit(0);
