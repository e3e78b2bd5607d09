import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { PostKind } from '../../dataProvider/posts';
import { DeleteMediaConfirm } from '../media/DeleteMediaConfirm';
import { useMediaError } from '../media/useMediaError';

/** Remove with the spec's confirmation; the element renders the dialog. */
export function usePostRemoval(kind: PostKind, moderatorId: number, onRemoved: () => void) {
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const failed = useMediaError();
  const [target, setTarget] = useState<number | null>(null);
  const element = (
    <DeleteMediaConfirm
      open={target !== null}
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        const id = target;
        setTarget(null);
        if (id === null) return;
        try {
          await dataProvider.removePost(kind, id, moderatorId);
          notify('app.posts.removed', { type: 'success' });
          onRemoved();
        } catch (error) {
          failed(
            kind === 'STORY' ? 'app.posts.story_remove_failed' : 'app.posts.moment_remove_failed',
            error,
          );
        }
      }}
    />
  );
  return { ask: setTarget, element };
}
