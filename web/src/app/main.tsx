import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createApolloClient } from './apollo';
import { App } from './App';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App client={createApolloClient()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
