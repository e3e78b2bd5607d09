import BlockIcon from '@mui/icons-material/Block';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UserDetail } from '../../../../contract/users';
import { DangerConfirm } from '../../../components/DangerConfirm';
import { ErrorBox } from '../../../components/ErrorBox';
import type { BackOfficeDataProvider } from '../../../dataProvider';
import type { ErrorDescription } from '../../../lib/errors';
import { shownName } from '../../../lib/shownName';
import { actionError, blockError } from './userErrors';

/**
 * Block user, Unblock user and Remove reports (spec section 4, "User block"): Block only when
 * not blocked, Unblock only when blocked, Remove reports only when there are reports.
 */
export function UserActions({ user }: { user: UserDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const [error, setError] = useState<ErrorDescription | null>(null);
  const name = shownName(user);
  // The record as react-admin's useGetOne caches it: [resource, 'getOne', { id, meta }].
  const recordKey = ['users', 'getOne', { id: String(user.id) }];
  const patchRecord = (change: (old: UserDetail) => UserDetail) =>
    queryClient.setQueriesData<UserDetail>({ queryKey: recordKey }, (old) =>
      old ? change(old) : old,
    );

  const block = useMutation({
    mutationFn: (isBlocked: boolean) => dataProvider.setUserBlocked(user.id, isBlocked),
    onMutate: () => setError(null),
    onSuccess: (updated, isBlocked) => {
      if (!updated || typeof updated !== 'object') {
        // 200 without the user: the state is unknown, so show the error and reload the record.
        setError(blockError({ status: 200 }, translate));
        return queryClient.invalidateQueries({ queryKey: recordKey });
      }
      patchRecord((old) => ({ ...old, ...updated, id: old.id }));
      notify(isBlocked ? 'app.user_detail.blocked_done' : 'app.user_detail.unblocked_done', {
        type: 'success',
        messageArgs: { name },
      });
    },
    onError: (caught) => setError(blockError(caught, translate)),
  });

  const removeReports = useMutation({
    mutationFn: () => dataProvider.removeUserReports(user.id),
    onMutate: () => setError(null),
    onSuccess: () => {
      patchRecord((old) => ({ ...old, reports: [] }));
      notify('app.user_detail.reports_removed', { type: 'success', messageArgs: { name } });
    },
    onError: (caught) => setError(actionError(caught, translate)),
  });

  const [confirmingRemoval, setConfirmingRemoval] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const busy = block.isPending || removeReports.isPending;
  return (
    <Stack spacing={1}>
      <ErrorBox error={error} onClose={() => setError(null)} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<LockOpenIcon />}
          disabled={busy || !user.is_blocked}
          onClick={() => block.mutate(false)}
        >
          {translate('app.user_detail.unblock')}
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<BlockIcon />}
          disabled={busy || user.is_blocked}
          onClick={() => setConfirmingBlock(true)}
        >
          {translate('app.user_detail.block')}
        </Button>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<DeleteSweepIcon />}
          disabled={busy || !user.reports?.length}
          onClick={() => setConfirmingRemoval(true)}
        >
          {translate('app.user_detail.remove_reports')}
        </Button>
      </Stack>
      {/* Blocking signs the user out of the app at once: asked first. */}
      <Confirm
        isOpen={confirmingBlock}
        loading={block.isPending}
        title={translate('app.user_detail.block_title', { name })}
        content={translate('app.user_detail.block_content')}
        confirm="app.user_detail.block"
        confirmColor="warning"
        ConfirmIcon={BlockIcon}
        onClose={() => setConfirmingBlock(false)}
        onConfirm={() => {
          setConfirmingBlock(false);
          block.mutate(true);
        }}
      />
      {/* The reports are gone for good: asked first. */}
      <DangerConfirm
        isOpen={confirmingRemoval}
        loading={removeReports.isPending}
        title={translate('app.user_detail.remove_reports_title', { name })}
        content={translate('app.user_detail.remove_reports_content')}
        confirm="app.user_detail.remove_reports"
        onClose={() => setConfirmingRemoval(false)}
        onConfirm={() => {
          setConfirmingRemoval(false);
          removeReports.mutate();
        }}
      />
    </Stack>
  );
}
