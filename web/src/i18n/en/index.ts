// The en catalogue, one file per part of the app so screens can grow their texts apart.
import shell from './shell.json';
import common from './common.json';
import landing from './landing.json';
import search from './search.json';
import map from './map.json';
import city from './city.json';
import shop from './shop.json';
import bike from './bike.json';
import offer from './offer.json';
import reservation from './reservation.json';
import booking from './booking.json';

export default {
  ...shell,
  ...common,
  ...landing,
  ...search,
  ...map,
  ...city,
  ...shop,
  ...bike,
  ...offer,
  ...reservation,
  ...booking,
} as Record<string, string>;
