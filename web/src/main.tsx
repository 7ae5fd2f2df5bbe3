import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BANK } from '@bank/shared';

// Placeholder until the public site is built; it proves the build and the one-origin serving.
function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 720, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>{BANK.name}</h1>
      <p>{BANK.headOffice.address}</p>
      <p>
        Phone <a href={`tel:${BANK.phone}`}>{BANK.phone}</a> · E-mail <a href={`mailto:${BANK.email}`}>{BANK.email}</a>
      </p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
