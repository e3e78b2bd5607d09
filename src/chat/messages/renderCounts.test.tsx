import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { chatMessage } from '../messageFixture';
import { renderWith } from '../renderWith';
import { MessageBox } from './MessageBox';
import { MessageList } from './MessageList';

// Render counters: a text message's body cuts its text once per render, the gift dialog is one
// of the message box's tools, the text field is the box itself.
const renders = vi.hoisted(() => ({ texts: 0, giftDialog: 0, textField: 0 }));
vi.mock('@mui/material', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mui/material')>();
  const { createElement } = await import('react');
  return {
    ...actual,
    TextField: (props: Parameters<typeof actual.TextField>[0]) => {
      renders.textField += 1;
      return createElement(actual.TextField, props);
    },
  };
});
vi.mock('./messageRules', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./messageRules')>();
  return {
    ...actual,
    cutText: (text: string) => {
      renders.texts += 1;
      return actual.cutText(text);
    },
  };
});
vi.mock('../gifts/GiftDialog', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../gifts/GiftDialog')>();
  return {
    GiftDialog: (props: Parameters<typeof actual.GiftDialog>[0]) => {
      renders.giftDialog += 1;
      return actual.GiftDialog(props);
    },
  };
});

describe('renders on the hot paths of the chat workspace', () => {
  it('a conversation rendered again with the same messages does not render its messages again', () => {
    const messages = Array.from({ length: 30 }, (_, i) =>
      chatMessage({ id: String(i + 1), content: `Message ${i + 1}` }),
    );
    const onDelete = () => undefined;
    const onDecide = () => undefined;
    // What the workspace passes on each of its renders: a new pending list, the same messages.
    const list = () => (
      <AdminContext i18nProvider={i18nProvider}>
        <MessageList
          messages={messages}
          pending={[]}
          loading={false}
          hasOlder={false}
          onOlder={() => undefined}
          canAct
          onDelete={onDelete}
          onDecide={onDecide}
        />
      </AdminContext>
    );
    const { rerender } = render(list());
    expect(screen.getByText('Message 30')).toBeVisible();
    const first = renders.texts;
    expect(first).toBeGreaterThanOrEqual(30);
    rerender(list());
    rerender(list());
    expect(renders.texts).toBe(first);
  });

  it('typing in the message box does not render its buttons and dialogs again', async () => {
    const { user } = renderWith(
      <MessageBox roomId="7___m3x0x" minimum={50} pasteAllowed={false} onSend={() => undefined} />,
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    // The first character changes what the tools show (the box holds text): the others do not.
    await user.type(input, 'H');
    const before = renders.giftDialog;
    await user.type(input, 'ello there');
    expect(input).toHaveValue('Hello there');
    expect(renders.giftDialog).toBe(before);
  });

  it('typing renders the hint under the message box, not the box', async () => {
    const { user } = renderWith(
      <MessageBox roomId="7___m3x0x" minimum={50} pasteAllowed={false} onSend={() => undefined} />,
    );
    const input = screen.getByRole('textbox', { name: 'Message' });
    await user.type(input, 'H');
    const before = renders.textField;
    await user.type(input, 'ello there');
    expect(input).toHaveValue('Hello there');
    // The hint follows each keystroke.
    expect(screen.getByText('remaining 40 characters')).toBeVisible();
    expect(renders.textField).toBe(before);
  });
});
