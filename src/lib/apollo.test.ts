import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypedDocumentString } from '../gql/graphql';
import { server, sessionFor } from '../test/server';
import { ApiError } from './api';
import { graphqlCall } from './apollo';
import { onUnauthorized } from './unauthorized';

const errorBody = (code: string, errors: string[] = [code]) => ({
  errors: [{ message: code, extensions: { code, errors } }],
});

afterEach(() => localStorage.clear());

/** An untyped document: these tests are about the transport, not a contract operation. */
const document = (source: string) =>
  new TypedDocumentString<Record<string, unknown>, Record<string, unknown>>(source);

describe('graphqlCall', () => {
  it('sends the session key and answers the data', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify(sessionFor('ADMIN')));
    let authorization: string | null = null;
    server.use(
      graphql.query('Probe', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ data: { chatsInQueueCount: 3 } });
      }),
    );
    await expect(graphqlCall(document('query Probe { chatsInQueueCount }'))).resolves.toEqual({
      chatsInQueueCount: 3,
    });
    expect(authorization).toBe('Token key-ADMIN');
  });

  it('reads again when asked while the same reading is under way (it may predate an event)', async () => {
    let answered = 0;
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    server.use(
      graphql.query('Status', async () => {
        answered += 1;
        const state = answered === 1 ? 'P' : 'A';
        if (answered === 1) await firstHeld;
        return HttpResponse.json({ data: { status: state } });
      }),
    );
    const status = document('query Status { status }');
    const before = graphqlCall(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = graphqlCall(status);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect(await before).toEqual({ status: 'P' });
    expect(await after).toEqual({ status: 'A' });
    expect(answered).toBe(2);
  });

  it('sends a mutation as a mutation', async () => {
    server.use(
      graphql.mutation('Read', ({ variables }) =>
        HttpResponse.json({ data: { markRoomRead: variables.r === '7' } }),
      ),
    );
    await expect(
      graphqlCall(document('mutation Read($r: ID!) { markRoomRead(roomId: $r) }'), { r: '7' }),
    ).resolves.toEqual({ markRoomRead: true });
  });

  it('throws the status of the error code with every message of a rule failure', async () => {
    server.use(
      graphql.mutation('Save', () =>
        HttpResponse.json(errorBody('BAD_USER_INPUT', ['Too short', 'No URL'])),
      ),
    );
    const failure = await graphqlCall(
      document('mutation Save { markRoomRead(roomId: "1") }'),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, body: { errors: ['Too short', 'No URL'] } });
  });

  it('reports UNAUTHENTICATED to the sign-out handler, and FORBIDDEN not', async () => {
    const signOut = vi.fn(async () => undefined);
    const release = onUnauthorized(signOut);
    try {
      server.use(graphql.query('Forbidden', () => HttpResponse.json(errorBody('FORBIDDEN'))));
      await expect(
        graphqlCall(document('query Forbidden { chatsInQueueCount }')),
      ).rejects.toMatchObject({
        status: 403,
      });
      expect(signOut).not.toHaveBeenCalled();

      server.use(graphql.query('Ended', () => HttpResponse.json(errorBody('UNAUTHENTICATED'))));
      await expect(
        graphqlCall(document('query Ended { chatsInQueueCount }')),
      ).rejects.toMatchObject({
        status: 401,
      });
      expect(signOut).toHaveBeenCalledTimes(1);
      expect(signOut).toHaveBeenCalledWith({ status: 401 });
    } finally {
      release();
    }
  });

  it('reports an HTTP 401 too, and throws its status', async () => {
    const signOut = vi.fn(async () => undefined);
    const release = onUnauthorized(signOut);
    try {
      server.use(graphql.query('Gone', () => HttpResponse.json({}, { status: 401 })));
      await expect(graphqlCall(document('query Gone { chatsInQueueCount }'))).rejects.toMatchObject(
        {
          status: 401,
        },
      );
      expect(signOut).toHaveBeenCalledTimes(1);
    } finally {
      release();
    }
  });
});
