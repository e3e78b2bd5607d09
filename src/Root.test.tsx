import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './authProvider/session';
import { Root } from './Root';
import { sessionFor } from './test/server';

afterEach(() => clearSession());

describe('Root', () => {
  it('shows an app loaded before the first render in that render, without a Suspense fallback', () => {
    setSession(sessionFor('ADMIN'));
    render(<Root loaded={{ App: () => <p>Signed-in app</p> }} />);
    // Synchronously: React throttles a lazy app's reveal by up to 300 ms after its fallback.
    expect(screen.getByText('Signed-in app')).toBeInTheDocument();
  });

  it('shows the loaded public app signed out, and the other app when the session changes', () => {
    render(
      <Root loaded={{ App: () => <p>Signed-in app</p>, PublicApp: () => <p>Sign-in page</p> }} />,
    );
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    act(() => setSession(sessionFor('ADMIN')));
    expect(screen.getByText('Signed-in app')).toBeInTheDocument();
  });
});
