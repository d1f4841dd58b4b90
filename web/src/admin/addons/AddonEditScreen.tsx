import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { RecordScreen } from '../catalogue/RecordScreen';
import { useRecordEditor, useRecordQuery } from '../catalogue/useRecordEditor';
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
        ...AdminUserError @unmask
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
        ...AdminUserError @unmask
      }
    }
  }
`);

const DeleteAddonDocument = graphql(`
  mutation AdminDeleteAddon($input: DeleteAddonInput!) {
    deleteAddon(input: $input) {
      deletedId
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

/** `/dashboard/addons/new` and `/dashboard/addons/:id` (REST id): an accessory or a service. */
export default function AddonEditScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const query = useRecordQuery('Addon', AdminAddonScreenDocument);
  const { isNew, data } = query;
  const [create, { loading: creating }] = useMutation(CreateAddonDocument);
  const [update, { loading: updating }] = useMutation(UpdateAddonDocument);
  const [remove] = useMutation(DeleteAddonDocument, { refetchQueries: ['AdminAddonsScreen'] });

  const addon = data?.node?.__typename === 'Addon' ? data.node : null;
  const editor = useRecordEditor<AddonValues>({
    query,
    saved: addon && {
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
    },
    empty: emptyAddon,
    newTitle: intl.formatMessage({ id: 'admin.addons.newTitle' }),
    recordTitle: addon?.name[language] ?? intl.formatMessage({ id: 'admin.addons.editTitle' }),
    fields: addonFields,
    check: (values) => checkAddon(values, intl),
    create: async (values) => {
      const result = (await create({ variables: { input: addonInput(values) } })).data?.createAddon;
      return { record: result?.addon, userErrors: result?.userErrors };
    },
    update:
      addon &&
      (async (values) => {
        const result = (
          await update({ variables: { input: { id: addon.id, ...addonInput(values) } } })
        ).data?.updateAddon;
        return { record: result?.addon, userErrors: result?.userErrors };
      }),
    createdText: intl.formatMessage({ id: 'admin.addons.created' }),
    recordPath: addonPath,
  });
  const { values, errors } = editor;

  return (
    <RecordScreen
      title={editor.title}
      listPath={addonsPath}
      backLabel={<FormattedMessage id="admin.addons.backToList" />}
      state={editor.state}
      onRetry={query.retry}
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
          onChange={editor.setValues}
          onSubmit={() => void editor.save()}
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
          listPath={addonsPath}
          backLabel={<FormattedMessage id="admin.addons.backToList" />}
        />
      )}
    </RecordScreen>
  );
}
