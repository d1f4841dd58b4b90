// The vn texts of every screen but the landing page, loaded with the first of those screens.
import bike from './bike.json';
import booking from './booking.json';
import city from './city.json';
import map from './map.json';
import offer from './offer.json';
import reservation from './reservation.json';
import search from './search.json';
import shop from './shop.json';

export default {
  ...search,
  ...map,
  ...city,
  ...shop,
  ...bike,
  ...offer,
  ...reservation,
  ...booking,
} as Record<string, string>;
