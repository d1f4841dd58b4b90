import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} />
  </StrictMode>,
);
