import { createRoot } from 'react-dom/client';
import { StandaloneStorefront } from './standalone/StandaloneStorefront';

// Development only: the remote on its own page, rendering the default site's home sections.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneStorefront />);
