import DeleteIcon from '@mui/icons-material/DeleteOutlineRounded';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { StaffProfile } from '../../../contract/staff';
import { DangerConfirm } from '../../components/DangerConfirm';
import { STAFF_KINDS, type StaffKind } from './staffKinds';

/** The super admin's trash icon with the spec's confirmation ('Delete' confirms). */
export function DeleteStaffButton({ kind, profile }: { kind: StaffKind; profile: StaffProfile }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();

  function confirm() {
    remove(
      kind,
      { id: profile.id, previousData: profile },
      {
        onSuccess: () => {
          setOpen(false);
          notify('app.staff.removed', { type: 'success', messageArgs: { name: profile.fullName } });
          refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify('app.staff.remove_failed', {
            type: 'error',
            messageArgs: { reason: error instanceof Error ? error.message : String(error) },
          });
        },
      },
    );
  }

  return (
    <>
      <Tooltip title={translate('app.staff.remove')}>
        <IconButton
          size="small"
          color="error"
          aria-label={translate('app.staff.remove_named', { name: profile.fullName })}
          onClick={() => setOpen(true)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <DangerConfirm
        isOpen={open}
        loading={isPending}
        title={translate(STAFF_KINDS[kind].confirmDelete)}
        content={profile.fullName}
        confirm="app.staff.delete"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
