import { ModeratorEditBody } from './ModeratorPageBody';

/** /moderators/edit/{id}: saving and Cancel return to the moderator list. */
export default function ModeratorEdit({ id }: { id: string }) {
  return <ModeratorEditBody id={Number(id)} doneTo="/moderators" />;
}
