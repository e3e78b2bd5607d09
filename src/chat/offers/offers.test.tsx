import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { liveSocket } from '../../test/liveSocket';
import { renderRoot } from '../../test/renderRoot';
import { server } from '../../test/server';

const FIRST_LOAD = { timeout: 12_000 };

const autoOfferOn = () =>
  graphql.query('AutoOffer', () =>
    HttpResponse.json({
      data: { autoOfferSetting: { enabled: true, capacity: 3, acceptSeconds: 15 } },
    }),
  );

const offer = (roomId: string, seconds = 15) => ({
  chatOffers: {
    roomId,
    expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
    chat: {
      roomId,
      moderator: { id: 7, display_name: 'Mia_25', username: 'mia' },
      userDetails: { id: 9, display_name: 'Tom', email: 'tom@example.com' },
    },
  },
});

describe('offers to a chatter', () => {
  it('come live with the chatter and are accepted with Alt+A', async () => {
    const accepted: unknown[] = [];
    server.use(
      autoOfferOn(),
      graphql.mutation('AcceptOffer', ({ variables }) => {
        accepted.push(variables.r);
        return HttpResponse.json({ data: { acceptChatOffer: { roomId: variables.r } } });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    // The chatter is available while the offers subscription is open.
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    socket.of('chatOffers')[0].next({ chatOffers: null });
    expect(screen.queryByRole('alert')).toBeNull();
    socket.of('chatOffers')[0].next(offer('9___m7x0x'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tom is writing to Mia_25.');
    expect(alert).toHaveTextContent(/: 1[45] s to accept/);
    await userEvent.keyboard('{Alt>}a{/Alt}');
    await waitFor(() => expect(accepted).toEqual(['9___m7x0x']));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('are declined with the button, and an offer taken back disappears', async () => {
    const declined: unknown[] = [];
    server.use(
      autoOfferOn(),
      graphql.mutation('DeclineOffer', ({ variables }) => {
        declined.push(variables.r);
        return HttpResponse.json({ data: { declineChatOffer: true } });
      }),
    );
    const socket = liveSocket();
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    socket.of('chatOffers')[0].next(offer('9___m7x0x'));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(declined).toEqual(['9___m7x0x']));
    socket.of('chatOffers')[0].next(offer('10___m7x0x'));
    expect(await screen.findByRole('alert')).toBeVisible();
    socket.of('chatOffers')[0].next({ chatOffers: null });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('do not bring back a declined offer told again before the server had the decline', async () => {
    let answerDecline: () => void = () => undefined;
    const declineAnswered = new Promise<void>((resolve) => {
      answerDecline = resolve;
    });
    server.use(
      autoOfferOn(),
      graphql.mutation('DeclineOffer', async () => {
        await declineAnswered;
        return HttpResponse.json({ data: { declineChatOffer: true } });
      }),
    );
    const socket = liveSocket();
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    const first = offer('9___m7x0x');
    socket.of('chatOffers')[0].next(first);
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    // Another change on the server tells the chatter's offer while the decline is on its way.
    socket.of('chatOffers')[0].next(first);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('alert')).toBeNull();
    answerDecline();
    // The next offer comes as ever.
    socket.of('chatOffers')[0].next(offer('10___m7x0x'));
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('keep the next offer that came while the accept was under way', async () => {
    let answerAccept: () => void = () => undefined;
    const acceptAnswered = new Promise<void>((resolve) => {
      answerAccept = resolve;
    });
    let acceptAsked: () => void = () => undefined;
    const acceptArrived = new Promise<void>((resolve) => {
      acceptAsked = resolve;
    });
    server.use(
      autoOfferOn(),
      graphql.mutation('AcceptOffer', async ({ variables }) => {
        acceptAsked();
        await acceptAnswered;
        return HttpResponse.json({ data: { acceptChatOffer: { roomId: variables.r } } });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    socket.of('chatOffers')[0].next(offer('9___m7x0x'));
    await screen.findByRole('alert');
    await userEvent.keyboard('{Alt>}a{/Alt}');
    await acceptArrived;
    // Capacity left: the server offers the next chat before the accept's answer is back.
    socket.of('chatOffers')[0].next({
      chatOffers: {
        ...offer('10___m7x0x').chatOffers,
        chat: {
          ...offer('10___m7x0x').chatOffers.chat,
          userDetails: { id: 10, display_name: 'Ann', email: 'ann@example.com' },
        },
      },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Ann is writing'));
    answerAccept();
    // Long enough for a closed prompt to slide out.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.getByRole('alert')).toHaveTextContent('Ann is writing to Mia_25.');
  });

  it('show a chat offered again after its last offer ran out', async () => {
    server.use(autoOfferOn());
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    socket.of('chatOffers')[0].next(offer('9___m7x0x', 1));
    await screen.findByRole('alert');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 3000 });
    // Nobody else free: after its rest the same chat comes to this chatter again.
    socket.of('chatOffers')[0].next(offer('9___m7x0x', 15));
    expect(await screen.findByRole('alert')).toHaveTextContent(/: 1[45] s to accept/);
  });

  it('tell the chatter when the offer went meanwhile', async () => {
    server.use(
      autoOfferOn(),
      graphql.mutation('AcceptOffer', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'This chat is not offered to you any more.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    const socket = liveSocket();
    const { user } = renderRoot('#/dashboard', 'CHATTER');
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1), FIRST_LOAD);
    socket.of('chatOffers')[0].next(offer('9___m7x0x'));
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Accept' }),
    );
    expect(await screen.findByText('This chat is not offered to you any more.')).toBeVisible();
  });

  it('are not asked for with auto-offer off: the queue alerts stand instead', async () => {
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByRole('button', { name: 'Queue alerts' }, FIRST_LOAD)).toBeVisible();
    expect(socket.of('chatOffers')).toHaveLength(0);
  });
});

describe('the settings by event', () => {
  it('turn auto-offer on in the open back-office at once, without reading the setting again', async () => {
    let readings = 0;
    server.use(
      graphql.query('AutoOffer', () => {
        readings += 1;
        return HttpResponse.json({
          data: { autoOfferSetting: { enabled: false, capacity: 3, acceptSeconds: 15 } },
        });
      }),
    );
    const socket = liveSocket();
    renderRoot('#/dashboard', 'CHATTER');
    expect(await screen.findByRole('button', { name: 'Queue alerts' }, FIRST_LOAD)).toBeVisible();
    await waitFor(() => expect(socket.of('settingsChanged')).toHaveLength(1));
    expect(socket.of('chatOffers')).toHaveLength(0);
    const before = readings;
    socket.of('settingsChanged')[0].next({
      settingsChanged: {
        autoOffer: { enabled: true, capacity: 2, acceptSeconds: 20 },
        minMessageLength: 50,
      },
    });
    // The chatter becomes available (the offers subscription opens) and the bell gives way.
    await waitFor(() => expect(socket.of('chatOffers')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Queue alerts' })).toBeNull());
    expect(readings).toBe(before);
  });
});

describe('the auto-offer card', () => {
  it('saves the setting within its bounds', async () => {
    const saved: unknown[] = [];
    server.use(
      graphql.mutation('SetAutoOffer', ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({ data: { setAutoOffer: variables } });
      }),
    );
    const { user } = renderRoot('#/dashboard', 'ADMIN');
    const capacity = await screen.findByRole(
      'spinbutton',
      { name: 'Chats per chatter' },
      FIRST_LOAD,
    );
    await waitFor(() => expect(capacity).toHaveValue(3));
    const card = capacity.closest('form') as HTMLElement;
    await user.click(within(card).getByRole('switch', { name: /Offer chats/ }));
    await user.clear(capacity);
    await user.type(capacity, '0');
    expect(within(card).getByText(/Capacity is a whole number from 1 to 20/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(capacity);
    await user.type(capacity, '4');
    const seconds = within(card).getByRole('spinbutton', { name: 'Seconds to accept' });
    await user.clear(seconds);
    await user.type(seconds, '20');
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ enabled: true, capacity: 4, acceptSeconds: 20 }]));
    expect(await screen.findByText('Auto-offer saved')).toBeVisible();
  });
});
