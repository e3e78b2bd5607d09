import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { MessageList } from './MessageList';
import { chatMessage } from './messageFixture';

/** A viewport where MUI's `lg` breakpoint (the workspace's three columns) does or does not hold. */
function viewport(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: wide && query.includes('min-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderList() {
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
  return scrolled;
}

describe('MessageList', () => {
  it('scrolls the page to the newest message below the wide layout, where it has no height of its own', () => {
    viewport(false);
    expect(renderList()).toHaveBeenCalled();
  });

  it('leaves the page where it is in the wide layout (what is above the workspace stays in view)', () => {
    viewport(true);
    expect(renderList()).not.toHaveBeenCalled();
  });
});
