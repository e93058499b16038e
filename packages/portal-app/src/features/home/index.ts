// The landing page (/). It loads with its route (routes/routeTable.ts); the shell's stories show it inside the shell.
export { default as HomePage } from './Home/HomePage';
