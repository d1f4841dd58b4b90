// The vn texts of the shop owners' area (/shopowner), loaded with its first screen; each
// screen's own texts come with that screen (catalogue.ts, OwnerScreenTexts).
import ownerAccount from './owner-account.json';
import ownerErrors from './owner-errors.json';
import ownerShell from './owner-shell.json';
import uiKit from './ui-kit.json';

export default {
  ...uiKit,
  ...ownerAccount,
  ...ownerErrors,
  ...ownerShell,
} as Record<string, string>;
