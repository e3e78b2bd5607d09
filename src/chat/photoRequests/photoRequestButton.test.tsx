import { render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { setSession } from '../../authProvider/session';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { liveSocket } from '../../test/liveSocket';
import { server, sessionFor } from '../../test/server';
import { liveFeed } from '../liveFeed';
import { PhotoRequestButton } from './PhotoRequestButton';

const ROOM = '7___m3x0x';

afterEach(() => liveFeed.stop());

describe('the private-photo request button', () => {
  it('takes the decision on its request from the event, and reads any other request', async () => {
    setSession(sessionFor('CHATTER'));
    let reads = 0;
    let answer = { id: '9', status: 'P' };
    server.use(
      graphql.query('PhotoRequest', () => {
        reads += 1;
        return HttpResponse.json({ data: { privatePhotoRequestStatus: answer } });
      }),
    );
    const socket = liveSocket();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <PhotoRequestButton roomId={ROOM} userId={7} moderatorId={3} canAct />
      </AdminContext>,
    );
    expect(
      await screen.findByRole('button', { name: 'Cancel the private photo request' }),
    ).toBeVisible();
    liveFeed.start(null);
    await waitFor(() => expect(socket.of('privatePhotoRequest')).toHaveLength(1));
    const requests = socket.of('privatePhotoRequest')[0];
    const readsBefore = reads;

    requests.next({ privatePhotoRequest: { id: '9', roomId: ROOM, status: 'A' } });
    expect(await screen.findByLabelText('Private photos approved')).toBeVisible();
    expect(reads).toBe(readsBefore);

    // Another request in the room (the event does not say whose): the button reads its own.
    answer = { id: '12', status: 'P' };
    requests.next({ privatePhotoRequest: { id: '12', roomId: ROOM, status: 'P' } });
    expect(
      await screen.findByRole('button', { name: 'Cancel the private photo request' }),
    ).toBeVisible();
    expect(reads).toBe(readsBefore + 1);
  });
});
