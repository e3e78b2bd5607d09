import { Box } from '@mui/material';
import { useMemo } from 'react';
import { sanitizeBriefing } from './sanitizeBriefing';

/** A briefing's rich text, sanitized (DOMPurify) before it reaches the page. */
export function BriefingBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeBriefing(html), [html]);
  return (
    <Box
      data-testid="briefing-body"
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 0.5 },
        '& ul, & ol': { my: 0.5, pl: 3 },
        '& img': { maxWidth: '100%' },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
