import { useParams } from 'react-router-dom';
import { ModeratorEditBody } from './ModeratorPageBody';

/** /moderators/edit/{id}: saving and Cancel return to the moderator list. */
export default function ModeratorEdit() {
  const { id } = useParams<{ id: string }>();
  return <ModeratorEditBody id={Number(id)} doneTo="/moderators" />;
}
