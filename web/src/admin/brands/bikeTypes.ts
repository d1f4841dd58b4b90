import { defineMessages } from 'react-intl';
import type { BikeType } from '../../gql/graphql';

/** Each kind of bike a brand may make, with its name. */
export const bikeTypeNames = defineMessages<BikeType>({
  SCOOTER: { id: 'admin.brands.type.SCOOTER' },
  TOURING: { id: 'admin.brands.type.TOURING' },
  ENDURO: { id: 'admin.brands.type.ENDURO' },
  SPORTBIKE: { id: 'admin.brands.type.SPORTBIKE' },
  ELECTRIC: { id: 'admin.brands.type.ELECTRIC' },
  ADVENTURE: { id: 'admin.brands.type.ADVENTURE' },
});

export const bikeTypes = Object.keys(bikeTypeNames) as BikeType[];
