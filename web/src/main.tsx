// The design tokens and the base rules come first: every component's own stylesheet (imported
// with its code, in lazy chunks for the screens) comes after them and wins at equal specificity.
import './app/tokens.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { matchPublicPage } from './app/match-page';
import { PAGE_STATE_ELEMENT_ID, type PageState } from './app/page-state';

function pageState(): PageState {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageState) : { data: {} };
}

async function start() {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App state={pageState()} />
      </BrowserRouter>
    </StrictMode>
  );
  // The server rendered this page: its screen's chunk (already preloaded by the page) is loaded
  // before hydrating, so React finds the same tree and adopts the HTML without redrawing it.
  if (container.hasChildNodes()) {
    const match = matchPublicPage(window.location.pathname);
    if (match.kind !== 'redirect') await match.page.screen.load();
    hydrateRoot(container, app);
  } else {
    // The Vite dev server sends the bare shell.
    createRoot(container).render(app);
  }
}

void start();
