/**
 * What the product's browser code takes from `react-router-dom` (docs/architecture.md#first-bundle). The router is a
 * shared singleton, and a shared module ships whole: every export of react-router, its server
 * runtime and cookie helpers included. Production builds resolve `react-router-dom` to this list
 * instead, so only these are bundled; the build fails on an import missing here
 * (`exportsPresence: 'error'`), and a test checks the list against every import in the tree.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
