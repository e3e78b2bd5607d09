import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from './lib/session';
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

  it("mounts a new app for another staff member's session: nothing of the previous one's stays", () => {
    let mounts = 0;
    function App() {
      const [mount] = useState(() => ++mounts);
      return <p>App mount {mount}</p>;
    }
    setSession(sessionFor('ADMIN'));
    render(<Root loaded={{ App }} />);
    expect(screen.getByText('App mount 1')).toBeInTheDocument();
    act(() => setSession(sessionFor('ADMIN')));
    expect(screen.getByText('App mount 1')).toBeInTheDocument();
    act(() => setSession(sessionFor('CHATTER')));
    expect(screen.getByText('App mount 2')).toBeInTheDocument();
  });
});
