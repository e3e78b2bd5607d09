// The anchor of bench:front: react-admin 5 as its tutorial sets it up, one resource on
// ra-data-simple-rest, nothing of ours.
import simpleRestProvider from 'ra-data-simple-rest';
import { Admin, ListGuesser, Resource } from 'react-admin';
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="users" list={ListGuesser} />
  </Admin>,
);
