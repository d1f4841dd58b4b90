import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql } from '../../gql';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { RecordScreen } from '../catalogue/RecordScreen';
import { useRecordEditor, useRecordQuery } from '../catalogue/useRecordEditor';
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
        ...AdminUserError @unmask
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
        ...AdminUserError @unmask
      }
    }
  }
`);

const DeleteBrandDocument = graphql(`
  mutation AdminDeleteBrand($input: DeleteBrandInput!) {
    deleteBrand(input: $input) {
      deletedDatabaseId
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

const emptyBrand: BrandValues = { name: '', bikeTypes: [] };

function checkBrand(values: BrandValues, intl: IntlShape): FieldErrors {
  const problems: FieldErrors = {};
  if (!values.name.trim()) problems.name = intl.formatMessage({ id: 'admin.catalogue.required' });
  if (values.bikeTypes.length === 0)
    problems.bike_types = intl.formatMessage({ id: 'admin.brands.form.chooseType' });
  return problems;
}

const brandInput = (values: BrandValues) => ({
  name: values.name.trim(),
  bikeTypes: values.bikeTypes,
});

/** `/dashboard/brands/new` and `/dashboard/brands/:id` (REST id): a brand and its bike names. */
export default function BrandEditScreen() {
  const intl = useIntl();
  const query = useRecordQuery('Brand', AdminBrandScreenDocument);
  const { isNew, data } = query;
  const [create, { loading: creating }] = useMutation(CreateBrandDocument);
  const [update, { loading: updating }] = useMutation(UpdateBrandDocument);
  const [remove] = useMutation(DeleteBrandDocument, { refetchQueries: ['AdminBrandsScreen'] });

  const brand = data?.node?.__typename === 'Brand' ? data.node : null;
  const editor = useRecordEditor<BrandValues>({
    query,
    saved: brand && { name: brand.name, bikeTypes: brand.bikeTypes },
    empty: emptyBrand,
    newTitle: intl.formatMessage({ id: 'admin.brands.newTitle' }),
    recordTitle: brand?.name ?? intl.formatMessage({ id: 'admin.brands.editTitle' }),
    fields: brandFields,
    check: (values) => checkBrand(values, intl),
    create: async (values) => {
      const result = (await create({ variables: { input: brandInput(values) } })).data?.createBrand;
      return { record: result?.brand, userErrors: result?.userErrors };
    },
    update:
      brand &&
      (async (values) => {
        const result = (
          await update({ variables: { input: { id: brand.id, ...brandInput(values) } } })
        ).data?.updateBrand;
        return { record: result?.brand, userErrors: result?.userErrors };
      }),
    createdText: intl.formatMessage({ id: 'admin.brands.created' }),
    recordPath: brandPath,
  });
  const { values } = editor;

  return (
    <RecordScreen
      title={editor.title}
      listPath={brandsPath}
      backLabel={<FormattedMessage id="admin.brands.backToList" />}
      state={editor.state}
      onRetry={query.retry}
    >
      {values && (
        <BrandForm
          values={values}
          errors={editor.errors}
          saving={creating || updating}
          saveLabel={
            isNew ? (
              <FormattedMessage id="admin.brands.create" />
            ) : (
              <FormattedMessage id="admin.catalogue.save" />
            )
          }
          onChange={editor.setValues}
          onSubmit={() => void editor.save()}
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
          listPath={brandsPath}
          backLabel={<FormattedMessage id="admin.brands.backToList" />}
        />
      )}
    </RecordScreen>
  );
}
