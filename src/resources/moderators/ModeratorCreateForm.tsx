import { type ReactNode, useState } from 'react';
import { CreateBase, useNotify, useTranslate } from 'react-admin';
import type { ModeratorDetail } from '../../../contract/moderators';
import { describeError, type ErrorDescription } from '../../lib/errors';
import { ModeratorForm } from './ModeratorForm';
import { type ModeratorValues, toModeratorBody } from './moderatorRules';
import { unlockNote } from './noteUnlock';

/**
 * A new moderator (POST /api/user/ with a fake user's fields). Chatters create fake users for
 * themselves: who may create which is the server's to decide, not the resource's create right.
 */
export function ModeratorCreateForm({
  record,
  saveLabel,
  onCreated,
  extraActions,
}: {
  record: ModeratorValues;
  saveLabel?: string;
  onCreated: (created: ModeratorDetail) => void;
  extraActions?: ReactNode;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [error, setError] = useState<ErrorDescription | null>(null);
  return (
    <CreateBase<ModeratorDetail>
      resource="moderators"
      disableAuthentication
      redirect={false}
      transform={toModeratorBody}
      mutationOptions={{
        onMutate: () => setError(null),
        onSuccess: (created) => {
          // Creating unlocks the Note until Enter is pressed in it (spec section 4).
          unlockNote(created.id);
          notify('app.moderators.created', {
            type: 'success',
            messageArgs: { name: created.display_name },
          });
          onCreated(created);
        },
        onError: (failure) => setError(describeError(failure, translate)),
      }}
    >
      <ModeratorForm
        record={record}
        saveLabel={saveLabel}
        error={error}
        onDismissError={() => setError(null)}
        clearErrorsAfter
        extraActions={extraActions}
      />
    </CreateBase>
  );
}
