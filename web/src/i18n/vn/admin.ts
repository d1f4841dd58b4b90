// The vn texts of the admins' area (/dashboard), loaded with its first screen: the shared
// kit's (web/src/ui) and each part's (admin-<part>.json).
import adminConsole from './admin-console.json';
import adminKit from './admin-kit.json';
import adminShell from './admin-shell.json';
import kit from './kit.json';

export default {
  ...kit,
  ...adminKit,
  ...adminConsole,
  ...adminShell,
} as Record<string, string>;
