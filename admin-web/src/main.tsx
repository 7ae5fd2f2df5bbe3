// The design tokens and the base rules come first: every component's own stylesheet (imported
// with its code, in lazy chunks for the screens) comes after them and wins at equal specificity.
import './app/fonts.css';
import './app/tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRouter />
  </StrictMode>,
);
