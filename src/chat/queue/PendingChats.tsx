import ChatIcon from '@mui/icons-material/ChatRounded';
import {
  Alert,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { subscribeToQueue } from '../../layout/queueSubscription';
import { QUEUE_POLL_MS } from '../../layout/useQueueCount';
import { readingOnEvents } from '../../lib/coalesce';
import { useSocketLive } from '../../lib/useLiveRefresh';
import { oldestFirst, useSecondClock, WaitTime } from './queueWait';
import { dropChatsReading, takenElsewhere, takeQueuedChat } from './takeQueuedChat';

/** The name column: the part of the email before the @, then a mask (spec section 2). */
export const queueName = (email: string) => `${email.split('@')[0]}****`;

const PENDING_CHATS_KEY = ['pendingChats'];
/** While the queue moves, its list is read at most this often. */
const READ_GAP_MS = 1000;

/** On a phone the table keeps Name and Action; the fake profile moves under the name. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } };
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } };

/**
 * /pendingChats (menu CHAT IN QUEUE): the chats waiting for a worker, live, the longest waiting
 * first with how long it has waited (ticking, coloured as it grows). The Chat action takes the chat
 * for the worker and opens it in the workspace; admins see no table and take nothing.
 */
export default function PendingChats() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const navigate = useNavigate();
  const { canAccess: seesQueue } = useCanAccess({ resource: 'queue', action: 'waiting' });
  const [taking, setTaking] = useState<string | null>(null);
  const now = useSecondClock();
  const queryClient = useQueryClient();
  const live = useSocketLive();
  const queue = useQuery({
    queryKey: PENDING_CHATS_KEY,
    queryFn: () => dataProvider.waitingChats(),
    enabled: Boolean(seesQueue),
    // The queue's events ask for the readings below; the spec's 15 s only while they cannot come.
    refetchInterval: live ? false : QUEUE_POLL_MS,
  });
  // The queue's event carries only its size (spec): the list is read again, but once for a burst.
  // A reading under way when the change came (the page's first, a poll) may tell the older state:
  // it is dropped for one that starts after the change.
  useEffect(() => {
    const readAgain = readingOnEvents(async () => {
      await queryClient.cancelQueries({ queryKey: PENDING_CHATS_KEY });
      return queue.refetch();
    }, READ_GAP_MS);
    return subscribeToQueue(readAgain);
  }, [queue.refetch, queryClient]);

  const take = async (roomId: string) => {
    setTaking(roomId);
    try {
      await takeQueuedChat(dataProvider, queryClient, roomId);
      await dropChatsReading(queryClient);
      navigate('/dashboard');
    } catch (error) {
      const gone = takenElsewhere(error);
      notify(gone ? 'app.chat.taken' : error instanceof Error ? error.message : String(error), {
        type: 'warning',
      });
      await queue.refetch();
    } finally {
      setTaking(null);
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.chat.queue.title')} />
      {seesQueue === undefined ? null : !seesQueue ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate('app.chat.queue.not_worked_here')}
        </Typography>
      ) : queue.isError ? (
        <Alert severity="error">{translate('app.chat.queue.failed')}</Alert>
      ) : queue.data && queue.data.length === 0 ? (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {translate('app.chat.queue.empty')}
        </Typography>
      ) : (
        <Table aria-label={translate('app.chat.queue.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.chat.queue.name')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('app.chat.queue.user_type')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{translate('app.chat.queue.fake_profile')}</TableCell>
              <TableCell align="right">{translate('app.chat.queue.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {oldestFirst(queue.data ?? [])
              .filter((item) => !item.isAssigned)
              .map((item) => (
                <TableRow key={item.id} hover>
                  <TableCell>
                    {queueName(item.userDetails.email)}
                    <WaitTime since={item.dateCreated} now={now} />
                    <Typography variant="caption" component="div" sx={PHONE_ONLY}>
                      {translate('app.chat.queue.written_to', {
                        name: item.moderator.display_name,
                      })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{translate('app.chat.queue.real_user')}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{item.moderator.display_name}</TableCell>
                  <TableCell align="right">
                    <Button
                      variant="contained"
                      size="small"
                      startIcon={<ChatIcon />}
                      disabled={taking !== null}
                      onClick={() => void take(item.roomId)}
                      aria-label={`${translate('app.chat.queue.chat')} ${queueName(item.userDetails.email)}`}
                    >
                      {translate('app.chat.queue.chat')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
          </TableBody>
        </Table>
      )}
    </Card>
  );
}
