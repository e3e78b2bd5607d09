import { BooleanInput, CanAccess, SimpleForm, TextInput } from 'react-admin';
import { SAVED_REPLY_BODY_MAX } from '../../../contract/savedReplies';
import { growingTextarea, PLAIN_TEXTAREA } from '../../components/form/growingTextarea';
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
        {...growingTextarea(3, 12)}
        slotProps={{ input: PLAIN_TEXTAREA, htmlInput: { maxLength: SAVED_REPLY_BODY_MAX } }}
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
