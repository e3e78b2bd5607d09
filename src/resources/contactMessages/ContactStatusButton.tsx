import DoneIcon from '@mui/icons-material/DoneAllRounded';
import UndoIcon from '@mui/icons-material/UndoRounded';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ContactMessage } from '../../../contract/contactMessages';
import type { BackOfficeDataProvider } from '../../dataProvider';

/** Marks the message handled, or back to open; the inbox and the menu's count follow. */
export function ContactStatusButton() {
  const message = useRecordContext<ContactMessage>();
  const notify = useNotify();
  const dataProvider = useDataProvider<BackOfficeDataProvider>();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (next: ContactMessage) =>
      dataProvider.setContactStatus(next.id, next.status === 'open' ? 'handled' : 'open'),
    onSuccess: (changed) => {
      notify(
        changed.status === 'handled'
          ? 'app.contact_inbox.marked_handled'
          : 'app.contact_inbox.reopened',
        { type: 'info', messageArgs: { name: changed.name } },
      );
      return queryClient.invalidateQueries({ queryKey: ['contactMessages'] });
    },
    onError: () => notify('ra.notification.http_error', { type: 'error' }),
  });
  if (!message) return null;
  const open = message.status === 'open';
  return (
    <Button
      variant={open ? 'contained' : 'outlined'}
      label={open ? 'app.contact_inbox.mark_handled' : 'app.contact_inbox.reopen'}
      disabled={change.isPending}
      onClick={() => change.mutate(message)}
    >
      {open ? <DoneIcon /> : <UndoIcon />}
    </Button>
  );
}
