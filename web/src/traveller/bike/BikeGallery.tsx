import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { graphql } from '../../gql';
import { photoViews } from './pictureSources';
import { PhotoGallery } from './PhotoGallery';

export const BikeGallery_bike = graphql(`
  fragment BikeGallery_bike on PublicBike {
    id
    name
    photos {
      side
      front
      back
    }
  }
`);

const viewLabels: Record<(typeof photoViews)[number], MessageDescriptor> = {
  side: { id: 'bike.gallery.side' },
  front: { id: 'bike.gallery.front' },
  back: { id: 'bike.gallery.back' },
};

/** The bike's photos: side, front and back, those there are. */
export function BikeGallery({ bike }: { bike: FragmentType<typeof BikeGallery_bike> }) {
  const intl = useIntl();
  const { data, complete } = useFragment({ fragment: BikeGallery_bike, from: bike });
  if (!complete) return null;
  const photos = photoViews.flatMap((view) => {
    const url = data.photos[view];
    return url
      ? [
          {
            url,
            alt: intl.formatMessage(viewLabels[view], { name: data.name }),
          },
        ]
      : [];
  });
  return (
    <PhotoGallery
      photos={photos}
      label={intl.formatMessage({ id: 'bike.gallery.label' }, { name: data.name })}
    />
  );
}
