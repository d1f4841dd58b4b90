import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { StyledCard, StyledLead, StyledPage, StyledTitle } from '../../ui/formStyles';
import { BikeForm } from './BikeForm';
import { BikeFormSkeleton } from './BikeFormSkeleton';
import { bikeListPath } from './bikeIds';
import { emptyValues, inputOf, type BikeFormValues } from './bikeFormValues';
import { CreateBikeMutation } from './bikeMutations';
import { useBikePhotos } from './useBikePhotos';
import { useSaveBike } from './useSaveBike';

export const BikeNewScreenQuery = graphql(`
  query BikeNewScreen {
    ...BikeForm_choices @unmask
  }
`);

const noPhotos = { side: null, front: null, back: null };

/** `/shopowner/bikes/new`: a bike with its photos, offered at one or more own shops. */
export default function BikeNewScreen() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage({ id: 'owner.bikes.new.title' }));
  const { data, error, refetch } = useQuery(BikeNewScreenQuery);
  const [edited, setEdited] = useState<BikeFormValues | null>(null);
  const photos = useBikePhotos();
  const guard = useUnsavedChanges(edited !== null || photos.picked, bikeListPath);
  const notify = useNotify();
  const [createBike] = useMutation(CreateBikeMutation);
  const { save, saving } = useSaveBike(
    async (values) => {
      const { data: answer } = await createBike({ variables: { input: inputOf(values) } });
      const payload = answer?.createBike;
      return { bikeId: payload?.bike?.id ?? null, userErrors: payload?.userErrors ?? [] };
    },
    () => {
      notify(intl.formatMessage({ id: 'owner.bikes.new.saved' }), 'success');
      guard.leave({ to: bikeListPath });
    },
  );

  const stores = data?.ownerStores.nodes ?? [];
  // With one shop, the bike is offered there unless the owner says otherwise.
  const initial: BikeFormValues =
    stores.length === 1
      ? { ...emptyValues, shops: { [stores[0].id]: { offered: true, units: '1', price: '' } } }
      : emptyValues;
  const values = edited ?? initial;

  return (
    <StyledPage>
      <BackLink to={bikeListPath}>
        <FormattedMessage id="owner.bikes.backToList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        <FormattedMessage id="owner.bikes.new.title" />
      </StyledTitle>
      {error && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : !data ? (
        <BikeFormSkeleton />
      ) : stores.length === 0 ? (
        <StyledCard>
          <StyledLead>
            <FormattedMessage id="owner.bikes.new.noShop" />
          </StyledLead>
          <StyledButton as={Link} to="/shopowner/shops">
            <FormattedMessage id="owner.bikes.new.toShops" />
          </StyledButton>
        </StyledCard>
      ) : (
        <BikeForm
          values={values}
          onChange={setEdited}
          choices={data}
          currentPhotos={noPhotos}
          photos={photos}
          saving={saving}
          onSave={() => save(values, photos.uploadIds)}
        />
      )}
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
