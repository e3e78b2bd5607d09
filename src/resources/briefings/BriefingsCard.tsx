import CampaignIcon from '@mui/icons-material/CampaignRounded';
import DoneIcon from '@mui/icons-material/DoneRounded';
import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UnreadBriefing } from '../../../contract/briefings';
import type { Page } from '../../../contract/rest';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { BriefingBody } from './BriefingBody';

export const UNREAD_BRIEFINGS_KEY = ['briefings', 'unread'];
/** New briefings reach a dashboard left open within this time (and whenever the tab is focused). */
const UNREAD_POLL_MS = 5 * 60_000;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The caller's unread team briefings, newest first, on their dashboard. "Mark as read" takes one
 * away; with none left (or none at all) the card is not shown.
 */
export function BriefingsCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const unread = useQuery({
    queryKey: UNREAD_BRIEFINGS_KEY,
    queryFn: () => dataProvider.getUnreadBriefings(),
    refetchInterval: UNREAD_POLL_MS,
  });
  const markRead = useMutation({
    mutationFn: (briefing: UnreadBriefing) => dataProvider.markBriefingRead(briefing.id),
    onSuccess: (_answer, briefing) => {
      const page = queryClient.getQueryData<Page<UnreadBriefing>>(UNREAD_BRIEFINGS_KEY);
      const results = (page?.results ?? []).filter((b) => b.id !== briefing.id);
      const count = Math.max(0, (page?.count ?? 1) - 1);
      queryClient.setQueryData<Page<UnreadBriefing>>(
        UNREAD_BRIEFINGS_KEY,
        page && { ...page, results, count },
      );
      // The next page of unread briefings, once the shown ones are all read.
      if (results.length === 0 && count > 0) {
        void queryClient.invalidateQueries({ queryKey: UNREAD_BRIEFINGS_KEY });
      }
      // The button is gone: the keyboard carries on from the card's heading (it says how many).
      if (count > 0) heading.current?.focus();
      notify('app.briefings.marked_read', {
        type: 'success',
        messageArgs: { title: briefing.title },
      });
    },
    onError: () => notify('app.briefings.mark_failed', { type: 'error' }),
  });

  const briefings = unread.data?.results ?? [];
  if (briefings.length === 0) return null;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ mt: 1 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <CampaignIcon color="primary" aria-hidden />
          <Typography
            id={headingId}
            ref={heading}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ '&:focus': { outline: 'none' } }}
          >
            {translate('app.briefings.card_title', { count: unread.data?.count ?? 0 })}
          </Typography>
        </Stack>
        <Stack spacing={1.5} divider={<Divider flexItem />}>
          {briefings.map((briefing) => (
            <BriefingItem
              key={briefing.id}
              briefing={briefing}
              busy={markRead.isPending && markRead.variables?.id === briefing.id}
              onRead={() => markRead.mutate(briefing)}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function BriefingItem({
  briefing,
  busy,
  onRead,
}: {
  briefing: UnreadBriefing;
  busy: boolean;
  onRead: () => void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Stack
      component="article"
      aria-labelledby={titleId}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {briefing.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.briefings.byline', {
            author: briefing.author_name ?? translate('app.briefings.no_author'),
            date: dateOf(briefing.created_at),
          })}
        </Typography>
        <BriefingBody html={briefing.body_html} />
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DoneIcon />}
        onClick={onRead}
        disabled={busy}
        aria-label={translate('app.briefings.mark_read_named', { title: briefing.title })}
        sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
      >
        {translate('app.briefings.mark_read')}
      </Button>
    </Stack>
  );
}
