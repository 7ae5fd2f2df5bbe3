// The design tokens and the base rules come first, so the components' rules after them win at equal specificity.
import './app/tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './app/routes';
import './app/app.css';

// Declarative routing (BrowserRouter) keeps the data-router machinery out of the first download.
function App() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
