import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { RecordScreen } from '../catalogue/RecordScreen';
import { useRecordEditor, useRecordQuery } from '../catalogue/useRecordEditor';
import { CityForm } from './CityForm';
import { CityPicture, type PictureUpload } from './CityPicture';
import { checkCity, cityFields, cityInput, emptyCity, type CityValues } from './cityForm';
import { citiesPath, cityPath } from './cityPaths';

export const AdminCityScreenDocument = graphql(`
  query AdminCityScreen($id: ID!) {
    node(id: $id) {
      ... on City {
        id
        databaseId
        slug
        latitude
        longitude
        storeCount
        pictureUrl
        name {
          en
          vn
        }
        description {
          en
          vn
        }
      }
    }
  }
`);

const CreateCityDocument = graphql(`
  mutation AdminCreateCity($input: CreateCityInput!) {
    createCity(input: $input) {
      city {
        id
        databaseId
      }
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

const UpdateCityDocument = graphql(`
  mutation AdminUpdateCity($input: UpdateCityInput!) {
    updateCity(input: $input) {
      city {
        id
        slug
        pictureUrl
        latitude
        longitude
        name {
          en
          vn
        }
        description {
          en
          vn
        }
      }
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

const DeleteCityDocument = graphql(`
  mutation AdminDeleteCity($input: DeleteCityInput!) {
    deleteCity(input: $input) {
      deletedId
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

/** The upload to keep as the main picture, once it has arrived. */
const pictureOf = (upload: PictureUpload) =>
  upload.state === 'sent' ? { pictureUploadId: upload.uploadId } : {};

/** `/dashboard/cities/new` and `/dashboard/cities/:id` (REST id): a city's details. */
export default function CityEditScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const query = useRecordQuery('City', AdminCityScreenDocument);
  const { isNew, data } = query;
  const [upload, setUpload] = useState<PictureUpload>({ state: 'none' });
  const [create, { loading: creating }] = useMutation(CreateCityDocument);
  const [update, { loading: updating }] = useMutation(UpdateCityDocument);
  const [remove] = useMutation(DeleteCityDocument, { refetchQueries: ['AdminCitiesScreen'] });

  const city = data?.node?.__typename === 'City' ? data.node : null;
  const editor = useRecordEditor<CityValues>({
    query,
    saved: city && {
      nameEn: city.name.en,
      nameVn: city.name.vn,
      slug: city.slug,
      latitude: String(city.latitude),
      longitude: String(city.longitude),
      descriptionEn: city.description.en,
      descriptionVn: city.description.vn,
    },
    empty: emptyCity,
    newTitle: intl.formatMessage({ id: 'admin.cities.newTitle' }),
    recordTitle: city?.name[language] ?? intl.formatMessage({ id: 'admin.cities.editTitle' }),
    fields: cityFields,
    check: (values) => checkCity(values, intl),
    create: async (values) => {
      const { data: answer } = await create({
        variables: { input: { ...cityInput(values), ...pictureOf(upload) } },
      });
      return { record: answer?.createCity.city, userErrors: answer?.createCity.userErrors };
    },
    update:
      city &&
      (async (values) => {
        const { data: answer } = await update({
          variables: { input: { id: city.id, ...cityInput(values), ...pictureOf(upload) } },
        });
        return { record: answer?.updateCity.city, userErrors: answer?.updateCity.userErrors };
      }),
    createdText: intl.formatMessage({ id: 'admin.cities.created' }),
    recordPath: cityPath,
  });
  const { values, errors } = editor;

  const save = async () => {
    const waiting: FieldErrors =
      upload.state === 'sending'
        ? { picture_upload_id: intl.formatMessage({ id: 'admin.cities.picture.wait' }) }
        : {};
    if ((await editor.save(waiting)) && !isNew) setUpload({ state: 'none' });
  };

  return (
    <RecordScreen
      title={editor.title}
      listPath={citiesPath}
      backLabel={<FormattedMessage id="admin.cities.backToList" />}
      state={editor.state}
      onRetry={query.retry}
    >
      {values && (
        <CityForm
          values={values}
          errors={errors}
          saving={creating || updating}
          saveLabel={
            isNew ? (
              <FormattedMessage id="admin.cities.create" />
            ) : (
              <FormattedMessage id="admin.catalogue.save" />
            )
          }
          picture={
            <CityPicture
              url={city?.pictureUrl ?? null}
              upload={upload}
              onUpload={setUpload}
              error={errors.picture_upload_id ?? errors.pictures}
            />
          }
          onChange={editor.setValues}
          onSubmit={() => void save()}
        />
      )}
      {city && (
        <DeleteRecord
          name={city.name[language]}
          deleteRecord={async () => {
            const { data: answer } = await remove({ variables: { input: { id: city.id } } });
            return answer?.deleteCity.userErrors ?? [];
          }}
          inUseText={(apiMessage) =>
            language === 'en' ? (
              apiMessage
            ) : (
              <FormattedMessage
                id="admin.cities.delete.inUse"
                values={{ count: city.storeCount, name: city.name[language] }}
              />
            )
          }
          listPath={citiesPath}
          backLabel={<FormattedMessage id="admin.cities.backToList" />}
        />
      )}
    </RecordScreen>
  );
}
