import { createRoot } from 'react-dom/client';
import { StandaloneChat } from './standalone/StandaloneChat';

// Development only: the widget on its own page, for the default site.
const container = document.getElementById('root');
if (container) createRoot(container).render(<StandaloneChat />);
