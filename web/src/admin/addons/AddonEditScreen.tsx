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
import { AddonForm } from './AddonForm';
import { addonFields, addonInput, checkAddon, emptyAddon, type AddonValues } from './addonForm';
import { addonPath, addonsPath } from './addonPaths';

export const AdminAddonScreenDocument = graphql(`
  query AdminAddonScreen($id: ID!) {
    node(id: $id) {
      ... on Addon {
        ...AdminAddonFields @unmask
      }
    }
  }
`);

graphql(`
  fragment AdminAddonFields on Addon {
    id
    databaseId
    type
    icon
    active
    allowMultiple
    pricePerDay
    oneTimePrice
    maxQuantity
    shopCount
    bookingCount
    name {
      en
      vn
    }
    explanation {
      en
      vn
    }
  }
`);

const CreateAddonDocument = graphql(`
  mutation AdminCreateAddon($input: CreateAddonInput!) {
    createAddon(input: $input) {
      addon {
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

const UpdateAddonDocument = graphql(`
  mutation AdminUpdateAddon($input: UpdateAddonInput!) {
    updateAddon(input: $input) {
      addon {
        ...AdminAddonFields @unmask
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);

const DeleteAddonDocument = graphql(`
  mutation AdminDeleteAddon($input: DeleteAddonInput!) {
    deleteAddon(input: $input) {
      deletedId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

/** `/dashboard/addons/new` and `/dashboard/addons/:id` (REST id): an accessory or a service. */
export default function AddonEditScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const param = useParams().id;
  const isNew = param === undefined;
  const restId = restIdOf(param);
  const { data, error, refetch } = useQuery(AdminAddonScreenDocument, {
    variables: { id: globalIdOf('Addon', restId ?? 0) },
    skip: isNew || restId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<AddonValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading: creating }] = useMutation(CreateAddonDocument);
  const [update, { loading: updating }] = useMutation(UpdateAddonDocument);
  const [remove] = useMutation(DeleteAddonDocument, { refetchQueries: ['AdminAddonsScreen'] });

  const addon = data?.node?.__typename === 'Addon' ? data.node : null;
  const title = isNew
    ? intl.formatMessage({ id: 'admin.addons.newTitle' })
    : (addon?.name[language] ?? intl.formatMessage({ id: 'admin.addons.editTitle' }));
  usePageMeta(title);

  const values: AddonValues | null =
    edited ??
    (isNew
      ? emptyAddon
      : addon
        ? {
            type: addon.type,
            nameEn: addon.name.en,
            nameVn: addon.name.vn,
            icon: addon.icon,
            explanationEn: addon.explanation.en,
            explanationVn: addon.explanation.vn,
            pricePerDay: String(addon.pricePerDay),
            oneTimePrice: String(addon.oneTimePrice),
            maxQuantity: String(addon.maxQuantity),
            allowMultiple: addon.allowMultiple,
            active: addon.active,
          }
        : null);
  const state =
    !isNew && (restId === null || (data && !addon))
      ? 'notFound'
      : error && !data && !isNew
        ? 'failed'
        : values
          ? 'ready'
          : 'loading';

  const save = async () => {
    if (!values) return;
    const problems = checkAddon(values, intl);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      if (isNew) {
        const result = (await create({ variables: { input: addonInput(values) } })).data
          ?.createAddon;
        if (result?.addon) {
          notify(intl.formatMessage({ id: 'admin.addons.created' }), 'success');
          navigate(addonPath(result.addon.databaseId));
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, addonFields));
      } else if (addon) {
        const result = (
          await update({ variables: { input: { id: addon.id, ...addonInput(values) } } })
        ).data?.updateAddon;
        if (result?.addon) {
          setEdited(null);
          notify(intl.formatMessage({ id: 'admin.catalogue.saved' }), 'success');
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, addonFields));
      }
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'admin.catalogue.connection' }) });
    }
  };

  return (
    <RecordScreen
      title={title}
      listPath={addonsPath}
      backLabel={<FormattedMessage id="admin.addons.backToList" />}
      state={state}
      onRetry={() => void refetch()}
    >
      {values && (
        <AddonForm
          values={values}
          errors={errors}
          saving={creating || updating}
          saveLabel={
            isNew ? (
              <FormattedMessage id="admin.addons.create" />
            ) : (
              <FormattedMessage id="admin.catalogue.save" />
            )
          }
          onChange={setEdited}
          onSubmit={() => void save()}
        />
      )}
      {addon && (
        <DeleteRecord
          name={addon.name[language]}
          deleteRecord={async () =>
            (await remove({ variables: { input: { id: addon.id } } })).data?.deleteAddon
              .userErrors ?? []
          }
          inUseText={() => (
            <FormattedMessage
              id="admin.addons.delete.inUse"
              values={{ count: addon.bookingCount, name: addon.name[language] }}
            />
          )}
          wayOn={
            <Link to={addonsPath}>
              <FormattedMessage id="admin.addons.backToList" />
            </Link>
          }
          onDeleted={() => {
            notify(intl.formatMessage({ id: 'admin.catalogue.deleted' }), 'success');
            navigate(addonsPath);
          }}
        />
      )}
    </RecordScreen>
  );
}
