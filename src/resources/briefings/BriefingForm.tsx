import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useMemo } from 'react';
import { SimpleForm, TextInput, useTranslate } from 'react-admin';
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

/** The editor is a multi-line text box named like its label, for screen readers. */
function useEditorOptions() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': translate('resources.briefings.fields.body_html'),
        },
      },
    }),
    [translate],
  );
}

/** Title and rich-text body, required, within the server's limits. */
export function BriefingForm() {
  const editorOptions = useEditorOptions();
  return (
    <SimpleForm sx={{ maxWidth: 800 }} warnWhenUnsavedChanges>
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
        editorOptions={editorOptions}
        fullWidth
      />
    </SimpleForm>
  );
}
