import CancelIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import UnlockIcon from '@mui/icons-material/LockOpenOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { PhotoRequest } from '../../dataProvider/chat';
import { useReadAfterReconnect } from '../../lib/useLiveRefresh';
import { liveFeed } from '../liveFeed';

/**
 * Spec section 9: private images poll every 10 s, while the socket is down: else the live feed
 * carries each change of the request shown (made: its 'P' message; answered or cancelled: the
 * request's event).
 */
const POLL_MS = 10_000;

/**
 * The chat's private-photo request (spec section 4): none, R or C offer a new request (lock);
 * P offers to cancel it; A shows the unlocked icon.
 * Memoized: the workspace renders for every message, which leaves the request as it is.
 */
export const PhotoRequestButton = memo(function PhotoRequestButton({
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
  const queryKey = useMemo(() => ['photoRequest', roomId], [roomId]);
  const live = useReadAfterReconnect(queryKey);
  const status = useQuery({
    queryKey,
    queryFn: () => dataProvider.photoRequestStatus(roomId),
    refetchInterval: live ? false : POLL_MS,
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopRequests = liveFeed.onPhotoRequest((change) => {
      if (change.roomId !== roomId) return;
      const shown = queryClient.getQueryData<PhotoRequest | null>(queryKey);
      // The decision on the request shown carries its new status; any other request is read.
      if (shown && String(shown.id) === String(change.id)) {
        // A read in flight (the one after asking) began before the decision: its answer is older.
        void queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, { ...shown, status: change.status });
      } else void status.refetch();
    });
    // The moderator side asked (from this tab or another): its message makes the request shown.
    const stopMessages = liveFeed.onMessage((message) => {
      if (message.roomId !== roomId || message.messageType !== 'P' || !message.fromModerator)
        return;
      if (message.privatePhotoRequestId === null) return;
      void queryClient.cancelQueries({ queryKey });
      // Made just now: pending (the message's requestStatus is the label, PENDING).
      queryClient.setQueryData<PhotoRequest>(queryKey, {
        id: message.privatePhotoRequestId,
        status: 'P',
      });
    });
    return () => {
      stopRequests();
      stopMessages();
    };
  }, [roomId, queryKey, status.refetch, queryClient]);
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
});
