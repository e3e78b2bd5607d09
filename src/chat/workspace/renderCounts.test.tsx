import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useRef, useState } from 'react';
import { AdminContext, type DataProvider, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { liveSocket } from '../../test/liveSocket';
import { ShortcutsButton } from '../keyboard/ShortcutsButton';
import { chatMessage, chatRoom } from '../messageFixture';
import { MessageBox } from '../messages/MessageBox';
import { MessageList } from '../messages/MessageList';
import type { Pending } from '../messages/outbox';
import { PhotoRequestButton } from '../photoRequests/PhotoRequestButton';
import { KeywordCard } from '../profiles/KeywordCard';
import { useReplyValues } from '../savedReplies/useReplyValues';
import { ChatViewers } from '../viewers/ChatViewers';
import { ChatPicker } from './ChatPicker';
import { ConnectionBanner } from './ConnectionBanner';
import { Countdown } from './Countdown';
import { type FakeUserEntry, FakeUserList } from './FakeUserList';
import { SkipToMessageBox } from './SkipToMessageBox';

/**
 * Renders `ui` inside a parent that can render again with the same props (as the workspace does
 * on a message, a poll or its deferred profiles), counting the translations asked for: each
 * render of a translated component asks again.
 */
function renderCounted(ui: () => ReactNode, dataProvider?: DataProvider) {
  const asked = { count: 0, byName: new Map<string, number>() };
  const counting: I18nProvider = {
    ...i18nProvider,
    translate: (key, options) => {
      asked.count += 1;
      const name = (options as { name?: string } | undefined)?.name;
      if (name) asked.byName.set(name, (asked.byName.get(name) ?? 0) + 1);
      return i18nProvider.translate(key, options);
    },
  };
  let renderAgain = () => {};
  function Parent() {
    const [, setTick] = useState(0);
    renderAgain = () => setTick((tick) => tick + 1);
    // A new element on each render, with the same props: only memo lets the child skip it.
    return <>{ui()}</>;
  }
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={counting} dataProvider={dataProvider}>
        <Parent />
      </AdminContext>
    </MemoryRouter>,
  );
  return { asked, renderAgain };
}

const entries: FakeUserEntry[] = [
  { id: 3, name: 'Mia_25', avatar: null, isOnline: false, unread: 2, own: true },
  { id: 4, name: 'Zoe_31', avatar: null, isOnline: true, unread: 0, own: true },
];
const ignore = () => undefined;
/** The list as the workspace renders it, with the fake users of that render. */
const fakeUserList = (shown: FakeUserEntry[]) => (
  <FakeUserList workerId={1} entries={shown} selected={3} onSelect={ignore} onStartChat={ignore} />
);

describe('the workspace’s lists, when the workspace renders with nothing new for them', () => {
  it('the fake user list does not render again', async () => {
    const { asked, renderAgain } = renderCounted(() => fakeUserList(entries));
    expect(screen.getByRole('button', { name: 'Mia_25, 2 unread' })).toBeVisible();
    const before = asked.count;
    act(() => renderAgain());
    act(() => renderAgain());
    expect(await screen.findByRole('button', { name: 'Zoe_31' })).toBeVisible();
    expect(asked.count).toBe(before);
  });

  it('a fake user’s new unread count renders its row, not the others', async () => {
    let shown = entries;
    const { asked, renderAgain } = renderCounted(() => fakeUserList(shown));
    const mia = asked.byName.get('Mia_25') ?? 0;
    const zoe = asked.byName.get('Zoe_31') ?? 0;
    expect(mia).toBeGreaterThan(0);
    // The workspace makes every entry anew on each message.
    shown = entries.map((entry) => ({ ...entry, unread: entry.id === 4 ? 1 : entry.unread }));
    act(() => renderAgain());
    expect(await screen.findByRole('button', { name: 'Zoe_31, 1 unread' })).toBeVisible();
    expect(asked.byName.get('Zoe_31')).toBeGreaterThan(zoe);
    expect(asked.byName.get('Mia_25')).toBe(mia);
  });

  it('the chat picker and its chats do not render again', async () => {
    const chats = [chatRoom(), chatRoom({ id: '8___m3x0x', name: 'Kim' })];
    const { asked, renderAgain } = renderCounted(() => (
      <ChatPicker
        chats={chats}
        openId="7___m3x0x"
        disabled={false}
        onOpen={ignore}
        onClose={ignore}
        onReadAhead={ignore}
      />
    ));
    expect(screen.getByRole('combobox', { name: 'Real user' })).toHaveTextContent('Sam');
    const before = asked.count;
    act(() => renderAgain());
    act(() => renderAgain());
    expect(await screen.findByRole('combobox', { name: 'Real user' })).toBeVisible();
    expect(asked.count).toBe(before);
  });
});

/** What the box and the header read: no draft kept, no photo request. */
const CHAT_CALLS = {
  loadChatDraft: async () => null,
  saveChatDraft: async () => undefined,
  photoRequestStatus: async () => null,
} as unknown as DataProvider;
const REPLY_VALUES = { user_name: 'Sam', moderator_name: 'Mia', moderator_city: null };

/** Asks twice for the same render with nothing new, then expects no translation asked again. */
async function rendersOnlyOnce(ui: () => ReactNode, shown: () => Promise<unknown>) {
  const { asked, renderAgain } = renderCounted(ui, CHAT_CALLS);
  await shown();
  const before = asked.count;
  act(() => renderAgain());
  act(() => renderAgain());
  await shown();
  expect(asked.count).toBe(before);
}

describe('the workspace’s other parts, when the workspace renders with nothing new for them', () => {
  it('the message box and its tools do not render again', async () => {
    await rendersOnlyOnce(
      () => (
        <MessageBox
          roomId="7___m3x0x"
          minimum={50}
          pasteAllowed={false}
          replyValues={REPLY_VALUES}
          onSend={ignore}
        />
      ),
      () => screen.findByRole('button', { name: /send gift/i }),
    );
  });

  it('the conversation does not render again', async () => {
    const messages = [chatMessage()];
    const pending: Pending[] = [];
    await rendersOnlyOnce(
      () => (
        <MessageList
          messages={messages}
          pending={pending}
          loading={false}
          hasOlder
          onOlder={ignore}
          canAct
          onDelete={ignore}
          onDecide={ignore}
        />
      ),
      () => screen.findByRole('button', { name: /older/i }),
    );
  });

  it('the keyword card and the countdown do not render again', async () => {
    const deadline = new Date(Date.now() + 60_000).toISOString();
    await rendersOnlyOnce(
      () => (
        <>
          <KeywordCard />
          <Countdown deadline={deadline} onOver={ignore} />
        </>
      ),
      () => screen.findByRole('heading', { name: /session keyword/i }),
    );
  });

  it('the chat header’s parts do not render again', async () => {
    const socket = liveSocket();
    const holder = {
      id: '5',
      name: 'Cleo Chatter',
      role: 'CHATTER',
      holdsChat: true,
      viewing: true,
    };
    function Header() {
      const helpButton = useRef<HTMLButtonElement>(null);
      return (
        <>
          <SkipToMessageBox />
          <ConnectionBanner />
          <ShortcutsButton buttonRef={helpButton} onOpen={ignore} />
          <PhotoRequestButton roomId="7___m3x0x" userId={7} moderatorId={3} canAct />
          <ChatViewers roomId="7___m3x0x" me={1} />
        </>
      );
    }
    await rendersOnlyOnce(
      () => <Header />,
      async () => {
        await waitFor(() => expect(socket.of('chatViewers')).toHaveLength(1));
        if (!screen.queryByText(/Cleo Chatter/)) {
          act(() => socket.of('chatViewers')[0].next({ chatViewers: [holder] }));
        }
        await screen.findByText('Cleo Chatter holds this chat and is viewing');
        await screen.findByRole('button', { name: 'Ask for private photos' });
      },
    );
  });

  it('the saved replies’ values stay one object while the chat’s names stay the same', () => {
    let room = chatRoom();
    const { result, rerender } = renderHook(() => useReplyValues(room), {
      wrapper: ({ children }) => (
        <AdminContext
          dataProvider={{ getProfile: () => new Promise(() => {}) } as unknown as DataProvider}
        >
          {children}
        </AdminContext>
      ),
    });
    const first = result.current;
    expect(first.user_name).toBeTruthy();
    // The chats read again: a new room object with the same names.
    room = { ...room, unread: room.unread + 1 };
    rerender();
    expect(result.current).toBe(first);
    room = { ...room, name: 'Kim', user: { ...room.user, display_name: 'Kim' } };
    rerender();
    expect(result.current).not.toBe(first);
  });
});

describe('the message box, as the chatter types and sends', () => {
  it('renders the hint per keystroke, Send once when it enables, and only those two on sending', async () => {
    const sent: unknown[] = [];
    const { asked } = renderCounted(
      () => (
        <MessageBox
          roomId="7___m3x0x"
          minimum={50}
          pasteAllowed={false}
          replyValues={REPLY_VALUES}
          onSend={(draft) => sent.push(draft)}
        />
      ),
      CHAT_CALLS,
    );
    const box = await screen.findByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    const text =
      'Hello there, I was thinking about our talk yesterday and wondered how your day went!';
    const before = asked.count;
    for (let length = 1; length <= text.length; length += 1) {
      fireEvent.change(box, { target: { value: text.slice(0, length) } });
    }
    expect(send).toBeEnabled();
    // The hint says how many characters are still needed on each keystroke; Send renders once.
    expect(asked.count - before).toBe(text.length + 1);

    const typed = asked.count;
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(sent).toEqual([{ kind: 'C', content: text }]);
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();
    expect(asked.count - typed).toBe(2);
  });
});
