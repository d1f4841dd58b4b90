import { requestTexts } from '../i18n/catalogue';
import { storedLanguage } from './preferences';
import { screenForPath, screenModules } from './screenModules';

/**
 * Imported first by main.tsx, so it runs before React and the rest of the app are evaluated:
 * the current page's screen and the visitor's texts download meanwhile instead of after.
 */
const screen = screenForPath(window.location.pathname);
screenModules[screen]().catch(() => undefined);
requestTexts(['core'], storedLanguage()).catch(() => undefined);
