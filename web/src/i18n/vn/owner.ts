// The vn texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerShell from './owner-shell.json';
import ownerOffers from './owner-offers.json';

export default {
  ...ownerShell,
  ...ownerOffers,
} as Record<string, string>;
