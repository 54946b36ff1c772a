import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FirstPage } from './first-page';
import { GlobalsProvider } from './features/globals/provider';
import { SessionProvider } from './features/session/provider';
import './styles.css';

const root = document.getElementById('app');
if (!root) throw new Error('#app is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <GlobalsProvider>
      <SessionProvider>
        <FirstPage />
      </SessionProvider>
    </GlobalsProvider>
  </StrictMode>,
);
