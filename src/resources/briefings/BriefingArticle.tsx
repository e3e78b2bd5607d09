import DoneIcon from '@mui/icons-material/DoneRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslate } from 'react-admin';
import type { UnreadBriefing } from '../../../contract/briefings';
import { BriefingBody } from './BriefingBody';

export const dateOf = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One briefing as staff read it: title, author and date, the text, and what can be done with it. */
export function BriefingArticle({
  briefing,
  action,
}: {
  briefing: UnreadBriefing;
  action?: ReactNode;
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
      {action}
    </Stack>
  );
}

/** "Mark as read", naming the briefing for screen readers. */
export function MarkReadButton({
  title,
  busy,
  onRead,
}: {
  title: string;
  busy: boolean;
  onRead: () => void;
}) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DoneIcon />}
      onClick={onRead}
      disabled={busy}
      aria-label={translate('app.briefings.mark_read_named', { title })}
      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      {translate('app.briefings.mark_read')}
    </Button>
  );
}
