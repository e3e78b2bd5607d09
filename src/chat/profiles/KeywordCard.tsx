import { Card, CardContent, Chip, Rating, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslate } from 'react-admin';

/** The customer rating a session starts with (spec section 2). */
const DEFAULT_RATING = 5;

/**
 * The keyword info card of the workspace's left column (spec section 2): the session keyword
 * (a sample text, hard-coded as in the spec), its default description and the customer's rating.
 * Memoized: it has no props, and the workspace renders for every chat opened.
 */
export const KeywordCard = memo(function KeywordCard() {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-labelledby="keyword-card-title" sx={{ m: 2 }}>
      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
        <Typography id="keyword-card-title" variant="overline" component="h2">
          {translate('app.chat.keyword.title')}
        </Typography>
        <Stack spacing={1}>
          <Chip
            label={translate('app.chat.keyword.sample')}
            color="primary"
            variant="outlined"
            sx={{ alignSelf: 'flex-start' }}
          />
          <Typography variant="body2" color="text.secondary">
            {translate('app.chat.keyword.description')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2">{translate('app.chat.keyword.rating')}</Typography>
            <Rating value={DEFAULT_RATING} readOnly size="small" />
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
});
