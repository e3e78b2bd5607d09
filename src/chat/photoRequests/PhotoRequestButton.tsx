import CancelIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import UnlockIcon from '@mui/icons-material/LockOpenOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { PhotoRequest } from '../../dataProvider/chat';
import { liveFeed } from '../liveFeed';

/** Spec section 9: private images poll every 10 s (the subscription makes it live before that). */
const POLL_MS = 10_000;

/**
 * The chat's private-photo request (spec section 4): none, R or C offer a new request (lock);
 * P offers to cancel it; A shows the unlocked icon.
 */
export function PhotoRequestButton({
  roomId,
  userId,
  moderatorId,
  canAct,
}: {
  roomId: string;
  userId: number;
  moderatorId: number;
  canAct: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const status = useQuery({
    queryKey: ['photoRequest', roomId],
    queryFn: () => dataProvider.photoRequestStatus(roomId),
    refetchInterval: POLL_MS,
  });
  const queryClient = useQueryClient();
  useEffect(
    () =>
      liveFeed.onPhotoRequest((change) => {
        if (change.roomId !== roomId) return;
        const key = ['photoRequest', roomId];
        const shown = queryClient.getQueryData<PhotoRequest | null>(key);
        // The decision on the request shown carries its new status; any other request is read.
        if (shown && String(shown.id) === String(change.id))
          queryClient.setQueryData(key, { ...shown, status: change.status });
        else void status.refetch();
      }),
    [roomId, status.refetch, queryClient],
  );
  const request = status.data;
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
    await status.refetch();
  };
  if (request?.status === 'A') {
    return (
      <Tooltip title={translate('app.chat.photos_unlocked')}>
        <UnlockIcon color="success" aria-label={translate('app.chat.photos_unlocked')} />
      </Tooltip>
    );
  }
  const action = (label: string, icon: ReactNode, run: () => Promise<unknown>) => (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={!canAct} onClick={() => void act(run)}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  if (request?.status === 'P') {
    return action(translate('app.chat.cancel_request'), <CancelIcon />, () =>
      dataProvider.decidePhotos(roomId, request.id, 'C'),
    );
  }
  return action(translate('app.chat.ask_photos'), <LockIcon />, () =>
    dataProvider.requestPhotos(userId, moderatorId),
  );
}
