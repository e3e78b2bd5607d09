import { Box, Button, Portal, Snackbar, SnackbarContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { ChatOffersSubscription } from '../../gql/graphql';
import { ApiError } from '../../lib/api';
import { subscribeLive } from '../../lib/live';
import { shownName } from '../../lib/shownName';
import { dropChatsReading } from '../queue/takeQueuedChat';
import { playChime } from '../sound';
import { rememberRoom } from '../takenRoom';
import { CHAT_OFFERS } from './offerDocuments';
import { secondsLeft } from './offerTime';

type Offer = NonNullable<ChatOffersSubscription['chatOffers']>;

const sameOffer = (a: Offer | undefined, b: Offer) =>
  a?.roomId === b.roomId && a.expiresAt === b.expiresAt;

/** Alt+A accepts the offer from anywhere in the back-office, Alt+D declines it (issue 21). */
const isAccept = (event: KeyboardEvent) => event.altKey && event.code === 'KeyA';
const isDecline = (event: KeyboardEvent) => event.altKey && event.code === 'KeyD';

/**
 * While it is shown the chatter is available for offers (its subscription is what the server
 * counts). An offer chimes and stands in the corner with its countdown; accepting takes the chat
 * and opens it in the workspace.
 */
export function OfferPrompt({ acceptSeconds }: { acceptSeconds: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<{ offer: Offer; deadline: number } | null>(null);
  const [now, setNow] = useState(Date.now);
  const [busy, setBusy] = useState(false);
  /** The offer last declined: told again before the server had the decline, it stays away. */
  const declined = useRef<Offer | undefined>(undefined);
  const limit = useRef(acceptSeconds);
  limit.current = acceptSeconds;

  useEffect(
    () =>
      subscribeLive(
        CHAT_OFFERS,
        {},
        {
          next: ({ data }) => {
            if (!data) return;
            const next = data.chatOffers;
            const received = Date.now();
            setNow(received);
            setOffer((shown) => {
              if (!next) return null;
              if (sameOffer(declined.current, next)) return shown;
              // The same offer told again keeps its countdown; a chat offered anew (after it went
              // back) is a new offer, also when the last one shown was for that chat.
              if (sameOffer(shown?.offer, next)) return shown;
              playChime();
              const seconds = secondsLeft(next.expiresAt, received, limit.current);
              return { offer: next, deadline: received + seconds * 1000 };
            });
          },
        },
      ),
    [],
  );

  // The countdown ticks while an offer stands; at zero it is gone (the server takes it back).
  useEffect(() => {
    if (!offer) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [offer]);
  const left = offer ? Math.max(0, Math.ceil((offer.deadline - now) / 1000)) : 0;
  const standing = offer && left > 0 ? offer.offer : null;

  const accept = async () => {
    if (!standing || busy) return;
    setBusy(true);
    // An offer that came while the call was under way (capacity left) is not the one accepted:
    // it stays (clearing it hid it until it lapsed, and the chat rested from this chatter).
    const dropAccepted = () =>
      setOffer((shown) => (sameOffer(shown?.offer, standing) ? null : shown));
    try {
      await dataProvider.acceptOffer(standing.roomId);
      dropAccepted();
      rememberRoom(standing.roomId);
      await dropChatsReading(queryClient);
      // A new workspace opens on the chat just taken, also when one is open already.
      navigate('/dashboard', { state: { openRoom: standing.roomId } });
    } catch (error) {
      dropAccepted();
      const gone = error instanceof ApiError && error.status === 409;
      notify(gone ? 'app.offers.gone' : error instanceof Error ? error.message : String(error), {
        type: 'warning',
      });
    } finally {
      setBusy(false);
    }
  };
  const decline = async () => {
    if (!standing || busy) return;
    declined.current = standing;
    setOffer(null);
    try {
      await dataProvider.declineOffer(standing.roomId);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'warning' });
    }
  };

  const keys = useRef({ accept, decline });
  keys.current = { accept, decline };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isAccept(event)) {
        event.preventDefault();
        void keys.current.accept();
      } else if (isDecline(event)) {
        event.preventDefault();
        void keys.current.decline();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The last offer stays written while the prompt slides out.
  const lastShown = useRef<{ offer: Offer; left: number } | null>(null);
  if (standing) lastShown.current = { offer: standing, left };
  const user = lastShown.current?.offer.chat.userDetails;
  const moderator = lastShown.current?.offer.chat.moderator;
  return (
    // Under the app bar, in the middle: in sight, and clear of the message box and its buttons. In
    // a portal: inside the app bar it would slide out of sight with it when a phone scrolls down.
    <Portal>
      <Snackbar
        open={Boolean(standing)}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        sx={{ top: { xs: 64, sm: 64 } }}
      >
        <SnackbarContent
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', minWidth: { sm: 380 } }}
          message={
            <>
              <Box component="strong" sx={{ display: 'block', fontSize: '1rem', mb: 0.5 }}>
                {translate('app.offers.title', { seconds: lastShown.current?.left ?? 0 })}
              </Box>
              {translate('app.offers.body', {
                user: shownName(user),
                moderator: shownName(moderator),
              })}
              <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', opacity: 0.9 }}>
                {translate('app.offers.keys')}
              </Box>
            </>
          }
          action={
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => void decline()}
              >
                {translate('app.offers.decline')}
              </Button>
              <Button
                color="inherit"
                variant="outlined"
                size="small"
                onClick={() => void accept()}
                disabled={busy}
                sx={{ fontWeight: 700, borderWidth: 2 }}
              >
                {translate('app.offers.accept')}
              </Button>
            </Box>
          }
        />
      </Snackbar>
    </Portal>
  );
}
