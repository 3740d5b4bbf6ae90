// The home feature's public surface: the screen composes HomeView. Blocks below the fold are lazy
// chunks inside it; do not re-export them here (that would pull them into the home chunk).
export { HomeView } from './components/home-view';
export { startFirstScreenRead } from './api/combined-reads';
