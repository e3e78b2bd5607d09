import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A titled section that starts closed and renders (and loads) its content only when opened: for
 * feeds that are not the page's own record, so they never push its form down.
 */
export function CollapsibleSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Accordion
      component="section"
      aria-labelledby={`${id}-heading`}
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-content`}>
        <Typography id={`${id}-heading`} variant="h6" component="h2">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>{children}</AccordionDetails>
    </Accordion>
  );
}
