import { Title, useCanAccess, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { ChatWorkspace } from '../../chat/workspace/ChatWorkspace';
import { ToDashboard } from '../../components/ToDashboard';

/** /chat/{id}: one chat with both profiles either side (spec section 2). */
export default function ChatPage() {
  const translate = useTranslate();
  const { id } = useParams();
  const { canAccess: worksChats, isPending } = useCanAccess({ resource: 'chat', action: 'work' });
  const { canAccess: readsChats, isPending: readPending } = useCanAccess({
    resource: 'chat',
    action: 'read',
  });
  if (readPending || isPending) return null;
  if (!readsChats) return <ToDashboard />;
  return (
    <>
      <Title title={translate('app.chat.title')} />
      {id && <ChatWorkspace key={id} fixedRoomId={id} isChatter={Boolean(worksChats)} />}
    </>
  );
}
