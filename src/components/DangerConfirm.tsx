import CloseIcon from '@mui/icons-material/CloseRounded';
import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import type { ComponentProps } from 'react';
import { Confirm } from 'react-admin';

/**
 * react-admin's Confirm for an action that cannot be undone: the confirming button says what it
 * does with a trash icon, Cancel carries a plain close mark (react-admin's defaults put a check on
 * Delete and a warning sign on Cancel).
 */
export function DangerConfirm(
  props: Omit<ComponentProps<typeof Confirm>, 'ConfirmIcon' | 'CancelIcon' | 'confirmColor'>,
) {
  return (
    <Confirm {...props} confirmColor="warning" ConfirmIcon={DeleteIcon} CancelIcon={CloseIcon} />
  );
}
