import { Title, useTranslate } from 'react-admin';
import { ChatWorkspace } from '../../chat/ChatWorkspace';
import { BriefingsCard } from '../../resources/briefings/BriefingsCard';

/** A chatter's dashboard: their unread team briefings, then the chat workspace (spec section 2). */
export default function ChatDashboard() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('app.chat.title')} />
      <BriefingsCard />
      <ChatWorkspace isChatter />
    </>
  );
}
