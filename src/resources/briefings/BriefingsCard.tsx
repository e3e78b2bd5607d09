import CampaignIcon from '@mui/icons-material/CampaignRounded';
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { UnreadBriefing } from '../../../contract/briefings';
import type { Page } from '../../../contract/wire';
import type { BackOfficeDataProvider } from '../../dataProvider';
import { graphql } from '../../gql';
import { useLiveRefresh } from '../../lib/useLiveRefresh';
import { BriefingArticle, MarkReadButton } from './BriefingArticle';

export const UNREAD_BRIEFINGS_KEY = ['briefings', 'unread'];
/**
 * New briefings reach an open dashboard by the server's event; this often only while the socket
 * is down (and whenever the tab is focused).
 */
const UNREAD_POLL_MS = 5 * 60_000;

const BRIEFINGS_CHANGED = graphql(`subscription BriefingsChanged { briefingsChanged }`);

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
  const refetchInterval = useLiveRefresh(
    BRIEFINGS_CHANGED,
    {},
    UNREAD_BRIEFINGS_KEY,
    UNREAD_POLL_MS,
  );
  const unread = useQuery({
    queryKey: UNREAD_BRIEFINGS_KEY,
    queryFn: () => dataProvider.getUnreadBriefings(),
    refetchInterval,
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
            <BriefingArticle
              key={briefing.id}
              briefing={briefing}
              action={
                <MarkReadButton
                  title={briefing.title}
                  busy={markRead.isPending && markRead.variables?.id === briefing.id}
                  onRead={() => markRead.mutate(briefing)}
                />
              }
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
