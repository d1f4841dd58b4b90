// The en texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerShell from './owner-shell.json';
import ownerBikes from './owner-bikes.json';

export default {
  ...ownerShell,
  ...ownerBikes,
} as Record<string, string>;
