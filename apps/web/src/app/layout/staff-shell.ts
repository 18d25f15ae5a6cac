/*
 * The signed-in shell, loaded only behind the route guard (app/routes.tsx): the layout with its menu and
 * live events, and Mantine's full stylesheet for the staff screens (the public pages load only their own
 * components' styles, public-styles.ts; decision 0025).
 */
import '@mantine/core/styles.css';

export { AppLayout } from './app-layout';
