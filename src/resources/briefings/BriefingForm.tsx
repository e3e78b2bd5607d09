import {
  ClearButtons,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { SimpleForm, TextInput } from 'react-admin';
import { validateBody, validateTitle } from './briefingValidation';

/** The few formats a short briefing needs: no images, colours or headings. */
const toolbar = (
  <RichTextInputToolbar>
    <FormatButtons />
    <ListButtons />
    <LinkButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/** Title and rich-text body, required, within the server's limits. */
export function BriefingForm() {
  return (
    <SimpleForm sx={{ maxWidth: 800 }}>
      <TextInput
        source="title"
        label="resources.briefings.fields.title"
        validate={validateTitle}
        helperText="app.briefings.title_help"
        fullWidth
      />
      <RichTextInput
        source="body_html"
        label="resources.briefings.fields.body_html"
        validate={validateBody}
        toolbar={toolbar}
        fullWidth
      />
    </SimpleForm>
  );
}
