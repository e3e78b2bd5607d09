import { Title, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ChatWorkspace } from '../../chat/workspace/ChatWorkspace';
import { BriefingsCard } from '../../resources/briefings/BriefingsCard';

/** A chatter's dashboard: their unread team briefings, then the chat workspace (spec section 2). */
export default function ChatDashboard() {
  const translate = useTranslate();
  // An accepted offer opens its chat in a new workspace, also over one already open.
  const openRoom = (useLocation().state as { openRoom?: string } | null)?.openRoom;
  return (
    <>
      <Title title={translate('app.chat.title')} />
      <BriefingsCard />
      <ChatWorkspace key={openRoom ?? 'workspace'} isChatter />
    </>
  );
}
