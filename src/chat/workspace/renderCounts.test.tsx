import { act, render, screen } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { AdminContext, type I18nProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { chatRoom } from '../messageFixture';
import { ChatPicker } from './ChatPicker';
import { type FakeUserEntry, FakeUserList } from './FakeUserList';

/**
 * Renders `ui` inside a parent that can render again with the same props (as the workspace does
 * on a message, a poll or its deferred profiles), counting the translations asked for: each
 * render of a translated component asks again.
 */
function renderCounted(ui: () => ReactNode) {
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
      <AdminContext i18nProvider={counting}>
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
