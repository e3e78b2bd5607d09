import BackIcon from '@mui/icons-material/ArrowBackRounded';
import DashboardIcon from '@mui/icons-material/DashboardRounded';
import { Button, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';

/** An address the back-office has no page for: said plainly, with the ways out. */
export function NotFound() {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', mt: 8, px: 2 }}>
      <Title title={translate('app.name')} />
      <Typography variant="h4" component="h1">
        {translate('app.not_found.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate('app.not_found.body')}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button startIcon={<BackIcon />} onClick={() => navigate(-1)}>
          {translate('app.not_found.back')}
        </Button>
        <Button variant="contained" startIcon={<DashboardIcon />} component={Link} to="/dashboard">
          {translate('app.signed_in.dashboard')}
        </Button>
      </Stack>
    </Stack>
  );
}
