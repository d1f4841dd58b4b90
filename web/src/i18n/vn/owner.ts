// The vn texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerShell from './owner-shell.json';
import ownerShops from './owner-shops.json';

export default {
  ...ownerShell,
  ...ownerShops,
} as Record<string, string>;
