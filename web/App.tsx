import { useLocation } from './router';
import { renderRoute } from './routes';
import { Layout } from './site/Layout';

export function App() {
  const location = useLocation();
  return <Layout>{renderRoute(location)}</Layout>;
}
