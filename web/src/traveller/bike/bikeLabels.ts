import { defineMessages } from 'react-intl';
import type { BikeType, GearType } from '../../gql/graphql';

export const bikeTypeLabels = defineMessages<BikeType>({
  ADVENTURE: { id: 'bike.type.ADVENTURE' },
  ELECTRIC: { id: 'bike.type.ELECTRIC' },
  ENDURO: { id: 'bike.type.ENDURO' },
  SCOOTER: { id: 'bike.type.SCOOTER' },
  SPORTBIKE: { id: 'bike.type.SPORTBIKE' },
  TOURING: { id: 'bike.type.TOURING' },
});

export const gearTypeLabels = defineMessages<GearType>({
  AUTOMATIC: { id: 'bike.gear.AUTOMATIC' },
  MANUAL: { id: 'bike.gear.MANUAL' },
  SEMI_AUTOMATIC: { id: 'bike.gear.SEMI_AUTOMATIC' },
});
