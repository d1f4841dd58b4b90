import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { Link, useNavigate, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { fieldErrorsOf, useUserErrorText, type FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { globalIdOf, restIdOf } from '../catalogue/globalIds';
import { RecordScreen } from '../catalogue/RecordScreen';
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
        field
        message
        code
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
        field
        message
        code
      }
    }
  }
`);

const DeleteCityDocument = graphql(`
  mutation AdminDeleteCity($input: DeleteCityInput!) {
    deleteCity(input: $input) {
      deletedId
      userErrors {
        field
        message
        code
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
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const param = useParams().id;
  const isNew = param === undefined;
  const restId = restIdOf(param);
  const { data, error, refetch } = useQuery(AdminCityScreenDocument, {
    variables: { id: globalIdOf('City', restId ?? 0) },
    skip: isNew || restId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<CityValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [upload, setUpload] = useState<PictureUpload>({ state: 'none' });
  const [create, { loading: creating }] = useMutation(CreateCityDocument);
  const [update, { loading: updating }] = useMutation(UpdateCityDocument);
  const [remove] = useMutation(DeleteCityDocument, { refetchQueries: ['AdminCitiesScreen'] });

  const city = data?.node?.__typename === 'City' ? data.node : null;
  const title = isNew
    ? intl.formatMessage({ id: 'admin.cities.newTitle' })
    : (city?.name[language] ?? intl.formatMessage({ id: 'admin.cities.editTitle' }));
  usePageMeta(title);

  const values: CityValues | null =
    edited ??
    (isNew
      ? emptyCity
      : city
        ? {
            nameEn: city.name.en,
            nameVn: city.name.vn,
            slug: city.slug,
            latitude: String(city.latitude),
            longitude: String(city.longitude),
            descriptionEn: city.description.en,
            descriptionVn: city.description.vn,
          }
        : null);

  const state =
    !isNew && (restId === null || (data && !city))
      ? 'notFound'
      : error && !data && !isNew
        ? 'failed'
        : values
          ? 'ready'
          : 'loading';

  const save = async () => {
    if (!values) return;
    const problems = checkCity(values, intl);
    if (upload.state === 'sending')
      problems.picture_upload_id = intl.formatMessage({ id: 'admin.cities.picture.wait' });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      if (isNew) {
        const { data: answer } = await create({
          variables: { input: { ...cityInput(values), ...pictureOf(upload) } },
        });
        const result = answer?.createCity;
        if (result?.city) {
          notify(intl.formatMessage({ id: 'admin.cities.created' }), 'success');
          navigate(cityPath(result.city.databaseId));
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, cityFields));
      } else if (city) {
        const { data: answer } = await update({
          variables: { input: { id: city.id, ...cityInput(values), ...pictureOf(upload) } },
        });
        const result = answer?.updateCity;
        if (result?.city) {
          setEdited(null);
          setUpload({ state: 'none' });
          notify(intl.formatMessage({ id: 'admin.catalogue.saved' }), 'success');
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, cityFields));
      }
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'admin.catalogue.connection' }) });
    }
  };

  return (
    <RecordScreen
      title={title}
      listPath={citiesPath}
      backLabel={<FormattedMessage id="admin.cities.backToList" />}
      state={state}
      onRetry={() => void refetch()}
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
          onChange={setEdited}
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
          wayOn={
            <Link to={citiesPath}>
              <FormattedMessage id="admin.cities.backToList" />
            </Link>
          }
          onDeleted={() => {
            notify(intl.formatMessage({ id: 'admin.catalogue.deleted' }), 'success');
            navigate(citiesPath);
          }}
        />
      )}
    </RecordScreen>
  );
}
