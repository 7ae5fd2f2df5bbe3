import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BANK } from '@bank/shared';

// Placeholder until the back office is built; it proves the build and the one-origin serving.
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 480, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>{BANK.shortName} Back Office</h1>
      <p>Sign-in is served here.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
