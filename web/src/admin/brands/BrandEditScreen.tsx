import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { fieldErrorsOf, useUserErrorText, type FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { globalIdOf, restIdOf } from '../catalogue/globalIds';
import { RecordScreen } from '../catalogue/RecordScreen';
import { BikeNames } from './BikeNames';
import { BrandForm, brandFields, type BrandValues } from './BrandForm';
import { brandPath, brandsPath } from './brandPaths';

export const AdminBrandScreenDocument = graphql(`
  query AdminBrandScreen($id: ID!) {
    node(id: $id) {
      ... on Brand {
        id
        databaseId
        name
        bikeTypes
        bikeCount
        ...BikeNames_brand
      }
    }
  }
`);

const CreateBrandDocument = graphql(`
  mutation AdminCreateBrand($input: CreateBrandInput!) {
    createBrand(input: $input) {
      brand {
        id
        databaseId
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const UpdateBrandDocument = graphql(`
  mutation AdminUpdateBrand($input: UpdateBrandInput!) {
    updateBrand(input: $input) {
      brand {
        id
        name
        bikeTypes
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const DeleteBrandDocument = graphql(`
  mutation AdminDeleteBrand($input: DeleteBrandInput!) {
    deleteBrand(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const emptyBrand: BrandValues = { name: '', bikeTypes: [] };

/** `/dashboard/brands/new` and `/dashboard/brands/:id` (REST id): a brand and its bike names. */
export default function BrandEditScreen() {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const param = useParams().id;
  const isNew = param === undefined;
  const restId = restIdOf(param);
  const { data, error, refetch } = useQuery(AdminBrandScreenDocument, {
    variables: { id: globalIdOf('Brand', restId ?? 0) },
    skip: isNew || restId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<BrandValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading: creating }] = useMutation(CreateBrandDocument);
  const [update, { loading: updating }] = useMutation(UpdateBrandDocument);
  const [remove] = useMutation(DeleteBrandDocument, { refetchQueries: ['AdminBrandsScreen'] });

  const brand = data?.node?.__typename === 'Brand' ? data.node : null;
  const title = isNew
    ? intl.formatMessage({ id: 'admin.brands.newTitle' })
    : (brand?.name ?? intl.formatMessage({ id: 'admin.brands.editTitle' }));
  usePageMeta(title);

  const values: BrandValues | null =
    edited ??
    (isNew ? emptyBrand : brand ? { name: brand.name, bikeTypes: brand.bikeTypes } : null);
  const state =
    !isNew && (restId === null || (data && !brand))
      ? 'notFound'
      : error && !data && !isNew
        ? 'failed'
        : values
          ? 'ready'
          : 'loading';

  const save = async () => {
    if (!values) return;
    const problems: FieldErrors = {};
    if (!values.name.trim()) problems.name = intl.formatMessage({ id: 'admin.catalogue.required' });
    if (values.bikeTypes.length === 0)
      problems.bike_types = intl.formatMessage({ id: 'admin.brands.form.chooseType' });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input = { name: values.name.trim(), bikeTypes: values.bikeTypes };
    try {
      if (isNew) {
        const result = (await create({ variables: { input } })).data?.createBrand;
        if (result?.brand) {
          notify(intl.formatMessage({ id: 'admin.brands.created' }), 'success');
          navigate(brandPath(result.brand.databaseId));
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, brandFields));
      } else if (brand) {
        const result = (await update({ variables: { input: { id: brand.id, ...input } } })).data
          ?.updateBrand;
        if (result?.brand) {
          setEdited(null);
          notify(intl.formatMessage({ id: 'admin.catalogue.saved' }), 'success');
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, brandFields));
      }
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'admin.catalogue.connection' }) });
    }
  };

  return (
    <RecordScreen
      title={title}
      listPath={brandsPath}
      backLabel={<FormattedMessage id="admin.brands.backToList" />}
      state={state}
      onRetry={() => void refetch()}
    >
      {values && (
        <BrandForm
          values={values}
          errors={errors}
          saving={creating || updating}
          saveLabel={
            isNew ? (
              <FormattedMessage id="admin.brands.create" />
            ) : (
              <FormattedMessage id="admin.catalogue.save" />
            )
          }
          onChange={setEdited}
          onSubmit={() => void save()}
        />
      )}
      {brand && <BikeNames brand={brand} />}
      {brand && (
        <DeleteRecord
          name={brand.name}
          deleteRecord={async () =>
            (await remove({ variables: { input: { id: brand.id } } })).data?.deleteBrand
              .userErrors ?? []
          }
          inUseText={() => (
            <FormattedMessage
              id="admin.brands.delete.inUse"
              values={{ count: brand.bikeCount, name: brand.name }}
            />
          )}
          wayOn={
            <Link to={brandsPath}>
              <FormattedMessage id="admin.brands.backToList" />
            </Link>
          }
          onDeleted={() => {
            notify(intl.formatMessage({ id: 'admin.catalogue.deleted' }), 'success');
            navigate(brandsPath);
          }}
        />
      )}
    </RecordScreen>
  );
}
