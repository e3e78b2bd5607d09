import {
  Box,
  Button,
  ButtonBase,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BackOfficeDataProvider } from '../../dataProvider';
import type { Gift } from '../../dataProvider/chat';

/** 'Send Gifts': the virtual gifts by picture and name; a click chooses one for Send. */
export function GiftDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (gift: Gift) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const gifts = useQuery({
    queryKey: ['virtualGifts'],
    queryFn: () => dataProvider.virtualGifts(),
    enabled: open,
  });
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{translate('app.chat.gifts_title')}</DialogTitle>
      <DialogContent>
        {gifts.isLoading && <CircularProgress aria-label={translate('app.chat.loading')} />}
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))',
            gap: 1.5,
          }}
        >
          {gifts.data?.map((gift) => (
            <li key={gift.id}>
              <ButtonBase
                onClick={() => onPick(gift)}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  p: 1,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
                  '&:hover, &:focus-visible': {
                    borderColor: 'primary.main',
                    bgcolor: 'action.hover',
                  },
                }}
              >
                <Box component="img" src={gift.picture} alt="" sx={{ width: 64, height: 64 }} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {gift.giftName}
                </Typography>
              </ButtonBase>
            </li>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.chat.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
