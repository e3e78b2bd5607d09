import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { memo, useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import type { ChatMessage } from '../../dataProvider/chat';
import { MessageItem } from './MessageItem';
import { outbox, type Pending } from './outbox';

function PendingItem({ entry }: { entry: Pending }) {
  const translate = useTranslate();
  const label =
    entry.state === 'failed'
      ? translate('app.chat.failed', { errors: entry.errors?.join(' ') ?? '' })
      : translate(entry.state === 'waiting' ? 'app.chat.waiting' : 'app.chat.sending');
  return (
    <Stack
      component="li"
      data-testid="chat-pending"
      sx={{ alignSelf: 'flex-end', maxWidth: '78%', alignItems: 'flex-end' }}
    >
      <Box
        sx={{
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.light',
          color: 'primary.contrastText',
          opacity: 0.8,
        }}
      >
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {entry.message.content || translate('app.chat.sending')}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color={entry.state === 'failed' ? 'error' : 'text.secondary'}>
          {label}
        </Typography>
        {entry.state === 'failed' && (
          <Button size="small" onClick={() => outbox.discard(entry.clientId)}>
            {translate('app.chat.discard')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** How near the bottom a reader counts as reading the newest messages. */
const BOTTOM_SLACK_PX = 48;

/**
 * The conversation, newest at the bottom; older messages on demand; what is on its way last.
 * Memoized: the workspace renders for much that leaves the conversation as it is.
 */
export const MessageList = memo(function MessageList({
  messages,
  pending,
  loading,
  hasOlder,
  onOlder,
  canAct,
  onDelete,
  onDecide,
}: {
  messages: ChatMessage[];
  pending: Pending[];
  loading: boolean;
  hasOlder: boolean;
  onOlder: () => void;
  canAct: boolean;
  onDelete: (message: ChatMessage) => void;
  onDecide: (message: ChatMessage, decision: 'A' | 'R' | 'C') => void;
}) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);
  /** Where our own last scroll to the end left the list (content may have grown since). */
  const pinnedTop = useRef(0);
  const older = useRef<HTMLButtonElement>(null);
  // Scrolling up to the top loads the older messages (the button stays for the keyboard).
  useEffect(() => {
    const target = older.current;
    if (!target || !hasOlder || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onOlder();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasOlder, onOlder]);
  const newest = messages.at(-1)?.id;
  // Follow the conversation as it grows (not when older messages are added at the top).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message or the queue changes
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    pinnedTop.current = box.scrollTop;
    atBottom.current = true;
    // The page too, as little as it takes: below the wide layout the list has no height of its
    // own, and in it what stands above the workspace (a briefing) may push its end off screen.
    list.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, pending.length]);
  // A reader at the bottom stays there while the messages grow in place: photos and videos take
  // their height only once loaded, after the scroll above.
  useEffect(() => {
    const box = scroller.current;
    const content = list.current;
    if (!box || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!atBottom.current) return;
      box.scrollTop = box.scrollHeight;
      pinnedTop.current = box.scrollTop;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <Box
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        const nearEnd = box.scrollHeight - box.scrollTop - box.clientHeight < BOTTOM_SLACK_PX;
        // The event of our own scroll to the end comes a frame later: content that grew meanwhile
        // (a photo loading) leaves it short of the end, and that is no reader scrolling up.
        atBottom.current = nearEnd || (atBottom.current && box.scrollTop >= pinnedTop.current - 1);
      }}
      sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}
      aria-live="polite"
    >
      {loading && (
        <Stack sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress aria-label={translate('app.chat.loading')} />
        </Stack>
      )}
      {hasOlder && (
        <Stack sx={{ alignItems: 'center' }}>
          <Button size="small" onClick={onOlder} ref={older}>
            {translate('app.chat.older')}
          </Button>
        </Stack>
      )}
      {!loading && messages.length === 0 && pending.length === 0 && (
        <Alert severity="info" sx={{ my: 2 }}>
          {translate('app.chat.no_messages')}
        </Alert>
      )}
      <Stack
        ref={list}
        component="ol"
        spacing={1}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          // The browser lays out and paints only the messages near the view: a keystroke in the
          // box no longer repaints the whole conversation (the size of one not drawn yet is a guess,
          // the last drawn size once it has been).
          '& > li': { contentVisibility: 'auto', containIntrinsicSize: 'auto 56px' },
        }}
        aria-label={translate('app.chat.title')}
      >
        {messages.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            canAct={canAct}
            onDelete={onDelete}
            onDecide={onDecide}
          />
        ))}
        {pending.map((entry) => (
          <PendingItem key={entry.clientId} entry={entry} />
        ))}
      </Stack>
    </Box>
  );
});
