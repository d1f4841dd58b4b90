// The vn texts of the admins' area (/dashboard), loaded with its first screen: the shared
// kit's (web/src/ui) and each part's (admin-<part>.json).
import adminKit from './admin-kit.json';
import adminOwners from './admin-owners.json';
import adminShell from './admin-shell.json';
import uiKit from './ui-kit.json';

export default {
  ...uiKit,
  ...adminKit,
  ...adminOwners,
  ...adminShell,
} as Record<string, string>;
