import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import type { Navigation } from '../ui/navigation';

/** The app's links and navigation for the components that are also islands (ui/navigation.tsx): the router's. */
export const routerNavigation: Navigation = { Link, NavLink, useLocation, useNavigate };
