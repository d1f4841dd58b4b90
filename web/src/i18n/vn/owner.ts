// The vn texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerShell from './owner-shell.json';

export default {
  ...ownerShell,
} as Record<string, string>;
