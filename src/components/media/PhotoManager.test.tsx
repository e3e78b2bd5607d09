import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse, http } from 'msw';
import { AdminContext, Notification } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AvatarPhoto } from '../../../contract/users';
import { dataProvider } from '../../dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { PhotoManager } from './PhotoManager';

const photo = (id: number, type: AvatarPhoto['type'] = 'PUBLIC'): AvatarPhoto => ({
  id,
  file_url: `/media/${id}.jpg`,
  thumbnail_url: `/media/thumbs/${id}.jpg`,
  type,
  video: false,
});

function renderManager(props: Partial<Parameters<typeof PhotoManager>[0]> = {}) {
  const onChanged = vi.fn();
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <PhotoManager
        userId={5}
        photos={[photo(1), photo(2), photo(3, 'PRIVATE')]}
        avatarIndex={1}
        type="PUBLIC"
        canEdit
        onChanged={onChanged}
        {...props}
      />
      <Notification />
    </AdminContext>,
  );
  return { onChanged, user: userEvent.setup() };
}

describe('PhotoManager', () => {
  it('shows the thumbnails of its type, the primary one and Make primary on the others', async () => {
    const calls: unknown[] = [];
    server.use(
      graphql.mutation('SetPrimaryPhoto', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { updateProfile: { id: 5 } } });
      }),
    );
    const { onChanged, user } = renderManager();
    const tiles = screen.getAllByTestId('photo-tile');
    expect(tiles).toHaveLength(2);
    expect(within(tiles[0]).getByRole('img')).toHaveAttribute('src', '/media/thumbs/1.jpg');
    expect(within(tiles[1]).getByRole('button', { name: 'Primary image' })).toBeDisabled();
    await user.click(within(tiles[0]).getByRole('button', { name: 'Make primary' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls).toEqual([{ id: '5', avatarIndex: 0 }]);
    expect(await screen.findByText('Profile photo updated successfully')).toBeVisible();
  });

  it('asks the spec question before deleting, and deletes on Yes', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/user/5/photo/', ({ request }) => {
        deleted.push(new URL(request.url).searchParams.get('id') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { onChanged, user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure want to delete ?')).toBeVisible();
    expect(within(dialog).getByText('The file should be not recovered!')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(deleted).toEqual(['2']);
  });

  it("says the spec's sentence and the server's reason when a removal fails", async () => {
    server.use(
      http.delete('*/api/user/5/photo/', () =>
        HttpResponse.json({ detail: 'Given photo is not found' }, { status: 404 }),
      ),
    );
    const { onChanged, user } = renderManager();
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText(
        /Something went wrong while removing profile image!.*Given photo is not found/,
      ),
    ).toBeVisible();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('uploads a video without the crop dialog, sending the type', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/user/5/photo/', async ({ request }) => {
        const form = await request.formData();
        sent.push(String(form.get('type')));
        return HttpResponse.json(photo(9, 'PRIVATE'), { status: 201 });
      }),
    );
    const { onChanged, user } = renderManager({ type: 'PRIVATE' });
    const video = new File(['....'], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(screen.getByTestId('photo-file-input'), video);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toEqual(['PRIVATE']);
    expect(screen.queryByRole('dialog', { name: 'Crop image' })).not.toBeInTheDocument();
  });

  it('offers no actions to a reader, and says when there are no photos', () => {
    renderManager({ canEdit: false, photos: [] });
    expect(screen.getByText('No photos yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add photo' })).not.toBeInTheDocument();
  });
});
