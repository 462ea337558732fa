import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadRuntimeConfig } from './federation/remote-registry';
import { PageError } from './screens/PageError';
import './styles/base.css';

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    root.render(<App config={config} />);
  } catch (error) {
    root.render(<PageError message={(error as Error).message} onRetry={() => window.location.reload()} />);
  }
}

void boot();
