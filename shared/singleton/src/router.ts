/*
 * The router, for every package. Strategy: react-router is not a federated singleton of its own; it lives
 * inside the `@calc/singleton` package (the federated singleton) and is reached only through these named re-exports, so webpack can
 * drop what the site does not use (about half the library) while the page still holds one router.
 * Importing 'react-router' anywhere else would bundle a second, context-less copy: an ESLint rule forbids it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
