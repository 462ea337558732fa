/**
 * The router every app shares as one singleton, under the name the code imports ('react-router-dom'),
 * cut to the parts the apps use. A shared module cannot be tree-shaken (webpack cannot know what
 * another app will take from it), so sharing the whole package shipped all of react-router (about
 * 60 KB gzip) before the first paint; re-exporting a fixed list lets webpack drop the rest.
 * Only browser code takes it: StaticRouter (the server's renderer) and MemoryRouter (the tests') come
 * from the whole package there, about 0.8 KB gzip less on every first screen. A name missing here is
 * caught by bench/trimmed-singletons.test.ts, which reads every import of the router in the apps' browser code.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
