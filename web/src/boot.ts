// The page's entry. The server's page paints from its own HTML and inline rules; the whole
// stylesheet and the site's code (React, the router, the screen; or only a page's islands) are fetched once that first paint
// is out, so that on a phone's slow link they never compete with it. A module script runs once the
// HTML is parsed; a timer set in the next animation frame runs after that frame is painted.
// The design tokens and the base rules come first in the one stylesheet: every component's own
// rules (imported with its code) come after them and win at equal specificity.
import './app/fonts.css';
import './app/tokens.css';
import './app/global.css';
import './app/print.css';
import { hydratesInIslands } from './lib/hydration';
import { loadAfterFirstPaint } from './lib/site-stylesheet';

requestAnimationFrame(() =>
  setTimeout(() => {
    loadAfterFirstPaint();
    // A page that hydrates in islands (Home's first visit) loads their code only, without the router.
    void (hydratesInIslands() ? import('./islands') : import('./main'));
  }),
);
