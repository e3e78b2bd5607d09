import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminContext } from 'react-admin';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '../../dataProvider/uploadWithProgress';
import { i18nProvider } from '../../i18n/i18nProvider';
import { server } from '../../test/server';
import { CropDialog } from './CropDialog';

describe('CropDialog', () => {
  beforeAll(() => {
    // jsdom has no canvas: a 2D context whose every method does nothing is enough here.
    const context = new Proxy({}, { get: () => () => undefined });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as CanvasRenderingContext2D,
    );
  });

  it('keeps Crop disabled until the image has loaded', () => {
    const file = new File(['not really a jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CropDialog file={file} onCancel={vi.fn()} onCropped={vi.fn()} />
      </AdminContext>,
    );
    expect(screen.getByRole('dialog', { name: 'Crop image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crop' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '1:1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9:16' })).toBeInTheDocument();
  });

  it('is closed without a file', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <CropDialog file={null} onCancel={vi.fn()} onCropped={vi.fn()} />
      </AdminContext>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('uploadMedia', () => {
  it('sends the file with the session token and rejects with the server body', async () => {
    localStorage.setItem('backoffice.session', JSON.stringify({ key: 'k1', user: {}, checks: {} }));
    const seen: string[] = [];
    server.use(
      http.post('*/api/media/upload/', async ({ request }) => {
        seen.push(request.headers.get('authorization') ?? '');
        const file = (await request.formData()).get('file') as File;
        if ((await file.text()) === 'svg') {
          return HttpResponse.json({ detail: 'Unsupported file type.' }, { status: 415 });
        }
        return HttpResponse.json(
          { id: 3, file: 'x.jpg', file_url: '/media/x.jpg', thumbnail_url: null, kind: 'image' },
          { status: 201 },
        );
      }),
    );
    const progress: number[] = [];
    const stored = await uploadMedia(new Blob(['abc']), 'ok.jpg', (f) => progress.push(f));
    expect(stored.id).toBe(3);
    expect(progress.at(-1)).toBe(1);
    await expect(uploadMedia(new Blob(['svg']), 'bad.jpg')).rejects.toMatchObject({
      status: 415,
      body: { detail: 'Unsupported file type.' },
    });
    expect(seen).toEqual(['Token k1', 'Token k1']);
  });
});
