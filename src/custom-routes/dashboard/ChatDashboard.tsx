import { Title, useTranslate } from 'react-admin';
import { ChatWorkspace } from '../../chat/ChatWorkspace';

/** A chatter's dashboard: the chat workspace (spec section 2 'Dashboard'). */
export default function ChatDashboard() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.chat.title')} />
      <ChatWorkspace isChatter />
    </>
  );
}
