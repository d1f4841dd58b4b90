// The en texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerAccessories from './owner-accessories.json';
import ownerAvailability from './owner-availability.json';
import ownerShell from './owner-shell.json';

export default {
  ...ownerShell,
  ...ownerAccessories,
  ...ownerAvailability,
} as Record<string, string>;
