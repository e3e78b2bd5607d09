import ForumRoundedIcon from '@mui/icons-material/ForumRounded';
import { Box, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { translate } from '../i18n/publicTranslate';

/** Full-screen page around a centred card, with the logo and the Contact Us link (signed-out menu). */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(135deg, #eef2ff 0%, #fdf2f8 100%)',
        p: 2,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 3, alignItems: 'center' }}>
        <ForumRoundedIcon color="primary" fontSize="large" />
        <Typography variant="h5" component="div" sx={{ fontWeight: 700 }}>
          {translate('app.name')}
        </Typography>
      </Stack>
      <Card sx={{ width: '100%', maxWidth: 440, borderRadius: 3, boxShadow: 6 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h6" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
      <Link component={RouterLink} to="/contactUs" sx={{ mt: 3 }}>
        {translate('app.menu.contact_us')}
      </Link>
    </Box>
  );
}
