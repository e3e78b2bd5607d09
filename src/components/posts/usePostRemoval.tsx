import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useMediaError } from '../media/useMediaError';
import { type PostKind, removePost } from './postCalls';

/** Remove with the spec's confirmation; the element renders the dialog. */
export function usePostRemoval(kind: PostKind, moderatorId: number, onRemoved: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useMediaError();
  const [target, setTarget] = useState<number | null>(null);
  const element = (
    <Confirm
      isOpen={target !== null}
      title={translate('app.media.confirm_delete')}
      content={translate('app.media.confirm_delete_content')}
      confirm="app.media.yes"
      cancel="app.media.no"
      confirmColor="warning"
      onClose={() => setTarget(null)}
      onConfirm={async () => {
        const id = target;
        setTarget(null);
        if (id === null) return;
        try {
          await removePost(kind, id, moderatorId);
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
