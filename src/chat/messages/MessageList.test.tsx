import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../i18n/i18nProvider';
import { chatMessage } from '../messageFixture';
import { MessageList } from './MessageList';

describe('MessageList', () => {
  it('brings the newest message into view with as little page scrolling as it takes', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <MessageList
          messages={[chatMessage({ id: '1', content: 'Hello' })]}
          pending={[]}
          loading={false}
          hasOlder={false}
          onOlder={() => undefined}
          canAct={false}
          onDelete={() => undefined}
          onDecide={() => undefined}
        />
      </AdminContext>,
    );
    // 'nearest': a briefing above the workspace stays in view unless the message is off screen.
    expect(scrolled).toHaveBeenCalledWith({ block: 'nearest' });
  });
});
