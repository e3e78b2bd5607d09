import { BooleanInput, CanAccess, SimpleForm, TextInput } from 'react-admin';
import { SAVED_REPLY_BODY_MAX } from '../../../contract/savedReplies';
import { BodyCounter } from './BodyCounter';
import { validateBody, validateTitle } from './savedReplyValidation';

/** Title, body (one message's worth, with its variables) and, for admins, "Team reply". */
export function SavedReplyForm() {
  return (
    <SimpleForm sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
      <TextInput
        source="title"
        label="resources.savedReplies.fields.title"
        validate={validateTitle}
        helperText="app.saved_replies.title_help"
        fullWidth
      />
      <TextInput
        source="body"
        label="resources.savedReplies.fields.body"
        validate={validateBody}
        helperText={<BodyCounter />}
        slotProps={{ htmlInput: { maxLength: SAVED_REPLY_BODY_MAX } }}
        multiline
        minRows={3}
        fullWidth
      />
      <CanAccess resource="savedReplies" action="team">
        <BooleanInput
          source="team"
          label="resources.savedReplies.fields.team"
          helperText="app.saved_replies.team_help"
        />
      </CanAccess>
    </SimpleForm>
  );
}
