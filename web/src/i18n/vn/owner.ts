// The vn texts of the shop owners' area (/shopowner), loaded with its first screen.
import ownerShell from './owner-shell.json';
import ownerBookings from './owner-bookings.json';

export default {
  ...ownerShell,
  ...ownerBookings,
} as Record<string, string>;
