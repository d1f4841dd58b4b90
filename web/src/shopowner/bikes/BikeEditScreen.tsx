import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { StyledButton } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { BackLink } from '../ui/BackLink';
import { ConfirmSheet } from '../../ui/ConfirmSheet';
import { NotFoundState } from '../../ui/NotFoundState';
import { UnsavedChangesSheet, useUnsavedChanges } from '../ui/UnsavedChanges';
import { StyledFormAlert, StyledPage, StyledTitle } from '../../ui/formStyles';
import { ownerErrorTexts, userErrorText } from '../ui/userErrorText';
import { BikeForm, valuesOfBike } from './BikeForm';
import { BikeFormSkeleton } from './BikeFormSkeleton';
import { bikeListPath, restIdParam, shopBikeGlobalId } from './bikeIds';
import { inputOf, type BikeFormValues } from './bikeFormValues';
import { DeleteBikeMutation, UpdateShopBikeMutation } from './bikeMutations';
import { useBikePhotos } from './useBikePhotos';
import { useSaveBike } from './useSaveBike';

const inUseTexts = { IN_USE: ownerErrorTexts.bikeInUse };

export const BikeEditScreenQuery = graphql(`
  query BikeEditScreen($id: ID!) {
    ownerShopBike(id: $id) {
      id
      bike {
        id
        publicId
        ...BikeForm_bike @unmask
      }
    }
    ...BikeForm_choices @unmask
  }
`);

/** `/shopowner/bikes/:shopBikeId/edit` (the shop bike's REST id, as on the traveller's page). */
export default function BikeEditScreen() {
  const restId = restIdParam(useParams().shopBikeId);
  return restId === null ? <BikeNotFound /> : <BikeEdit shopBikeId={shopBikeGlobalId(restId)} />;
}

function BikeNotFound() {
  return (
    <NotFoundState
      backTo={bikeListPath}
      backLabel={<FormattedMessage id="owner.bikes.backToList" />}
    />
  );
}

function BikeEdit({ shopBikeId }: { shopBikeId: string }) {
  const intl = useIntl();
  const notify = useNotify();
  const { data, error, refetch } = useQuery(BikeEditScreenQuery, {
    variables: { id: shopBikeId },
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<BikeFormValues | null>(null);
  const [asking, setAsking] = useState(false);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const photos = useBikePhotos();
  const guard = useUnsavedChanges(edited !== null || photos.picked, bikeListPath);
  const [updateShopBike] = useMutation(UpdateShopBikeMutation);
  const [deleteBike, { loading: deleting }] = useMutation(DeleteBikeMutation);
  const bike = data?.ownerShopBike?.bike;
  usePageMeta(bike?.name ?? intl.formatMessage({ id: 'owner.bikes.edit.title' }));

  const { save, saving } = useSaveBike(
    async (values) => {
      const { data: answer } = await updateShopBike({
        variables: { input: { id: shopBikeId, ...inputOf(values) } },
      });
      const payload = answer?.updateShopBike;
      return { bikeId: payload?.bike?.id ?? null, userErrors: payload?.userErrors ?? [] };
    },
    () => {
      notify(intl.formatMessage({ id: 'owner.bikes.edit.saved' }), 'success');
      guard.leave({ to: bikeListPath });
    },
  );

  if (error && !data) {
    return (
      <StyledPage>
        <StyledTitle tabIndex={-1}>
          <FormattedMessage id="owner.bikes.edit.title" />
        </StyledTitle>
        <ErrorState onRetry={() => void refetch()} />
      </StyledPage>
    );
  }
  if (data && !bike) return <BikeNotFound />;

  const remove = async () => {
    if (!bike) return;
    setDeleteProblem(null);
    try {
      const { data: answer } = await deleteBike({
        variables: { input: { shopBikeId, publicId: bike.publicId } },
      });
      const problems = answer?.deleteBike.userErrors ?? [];
      if (problems.length > 0) {
        setDeleteProblem(
          problems.map((problem) => userErrorText(intl, problem, inUseTexts)).join(' '),
        );
        setAsking(false);
        return;
      }
      notify(intl.formatMessage({ id: 'owner.bikes.delete.done' }), 'success');
      guard.leave({ to: bikeListPath });
    } catch {
      setDeleteProblem(intl.formatMessage({ id: 'owner.form.connection' }));
      setAsking(false);
    }
  };

  const values = edited ?? (bike && data ? valuesOfBike(bike, data.ownerStores.nodes) : null);
  return (
    <StyledPage>
      <BackLink to={bikeListPath}>
        <FormattedMessage id="owner.bikes.backToList" />
      </BackLink>
      <StyledTitle tabIndex={-1}>
        {bike ? bike.name : <FormattedMessage id="owner.bikes.edit.title" />}
      </StyledTitle>
      {!bike || !data || !values ? (
        <BikeFormSkeleton />
      ) : (
        <BikeForm
          values={values}
          onChange={setEdited}
          choices={data}
          currentPhotos={bike.photos}
          photos={photos}
          saving={saving}
          onSave={() => save(values, photos.uploadIds)}
          extraActions={
            <>
              {deleteProblem && <StyledFormAlert role="alert">{deleteProblem}</StyledFormAlert>}
              <StyledButton type="button" $block $variant="danger" onClick={() => setAsking(true)}>
                <FormattedMessage id="owner.bikes.delete.button" />
              </StyledButton>
            </>
          }
        />
      )}
      <ConfirmSheet
        open={asking}
        danger
        busy={deleting}
        title={<FormattedMessage id="owner.bikes.delete.title" />}
        confirmLabel={<FormattedMessage id="owner.bikes.delete.confirm" />}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
      >
        <p>
          <FormattedMessage id="owner.bikes.delete.text" values={{ name: bike?.name ?? '' }} />
        </p>
      </ConfirmSheet>
      <UnsavedChangesSheet guard={guard} />
    </StyledPage>
  );
}
