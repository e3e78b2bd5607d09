import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startLandingRequests } from './landingRequests';
import { Root } from './Root';

startLandingRequests(window.location.hash);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <Root />
  </StrictMode>,
);
