import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './Root';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
