import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../messageFixture';
import { renderWith } from '../renderWith';
import { MessageItem } from './MessageItem';

describe('MessageItem', () => {
  it('cuts a long text at 150 characters, the rest one click away', async () => {
    const text = `${'word '.repeat(40)}end`;
    const { user } = renderWith(
      <ol>
        <MessageItem
          message={chatMessage({ content: text, receiverWorkerId: 1 })}
          canAct={false}
          onDelete={() => undefined}
          onDecide={() => undefined}
        />
      </ol>,
    );
    expect(screen.queryByText(/end/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText(/end/)).toBeVisible();
  });

  it('shows the text sent with a gift', () => {
    renderWith(
      <ol>
        <MessageItem
          message={chatMessage({
            messageType: 'G',
            fromModerator: true,
            gift: { id: 4, giftName: 'Rose', picture: '/media/rose.svg' },
            content: 'A rose for you',
          })}
          canAct={false}
          onDelete={() => undefined}
          onDecide={() => undefined}
        />
      </ol>,
    );
    expect(screen.getByText('Gift: Rose')).toBeVisible();
    expect(screen.getByText('A rose for you')).toBeVisible();
  });

  it('names its delete control and titles it with the browser’s own tooltip, no MUI Tooltip', async () => {
    const deleted: number[] = [];
    const { user } = renderWith(
      <ol>
        <MessageItem
          message={chatMessage({ id: '12', content: 'hello' })}
          canAct
          onDelete={(message) => deleted.push(Number(message.id))}
          onDecide={() => undefined}
        />
      </ol>,
    );
    const remove = screen.getByRole('button', { name: 'Delete message' });
    expect(remove).toHaveAttribute('title', 'Delete message');
    await user.hover(remove);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.click(remove);
    expect(deleted).toEqual([12]);
  });
});

describe('MessageItem photo requests', () => {
  const requestMessage = (requestStatus: string) =>
    chatMessage({
      id: '6',
      fromModerator: true,
      messageType: 'P',
      privatePhotoRequestId: 9,
      requestStatus,
      senderWorkerId: 1,
    });

  it('draws every state in the bubble’s own text colour, never the bubble’s background', () => {
    for (const [status, label] of [
      ['PENDING', 'Cancel'],
      ['APPROVE', 'Approved'],
      ['REJECT', 'Rejected'],
      ['CANCEL', 'Cancelled'],
    ]) {
      const { unmount } = renderWith(
        <ol>
          <MessageItem
            message={requestMessage(status)}
            canAct
            onDelete={() => undefined}
            onDecide={() => undefined}
          />
        </ol>,
      );
      const button = screen.getByRole('button', { name: label });
      const bubble = button.closest('li')?.firstElementChild as HTMLElement;
      // jsdom leaves `inherit` unresolved: it means the bubble's own text colour.
      const color = getComputedStyle(button).color;
      expect([getComputedStyle(bubble).color, 'inherit'], label).toContain(color);
      unmount();
    }
  });
});
