import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { graphql } from '../../gql';
import { TextField } from '../../ui/TextField';
import type { FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { RecordFormFrame } from '../catalogue/RecordFormFrame';
import { RecordScreen } from '../catalogue/RecordScreen';
import { useRecordEditor, useRecordQuery } from '../catalogue/useRecordEditor';
import { categoriesPath, categoryPath } from './categoryPaths';

export const AdminCategoryScreenDocument = graphql(`
  query AdminCategoryScreen($id: ID!) {
    node(id: $id) {
      ... on Category {
        id
        databaseId
        bikeCount
        name {
          en
          vn
        }
      }
    }
  }
`);

const CreateCategoryDocument = graphql(`
  mutation AdminCreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      category {
        id
        databaseId
      }
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

const UpdateCategoryDocument = graphql(`
  mutation AdminUpdateCategory($input: UpdateCategoryInput!) {
    updateCategory(input: $input) {
      category {
        id
        name {
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

const DeleteCategoryDocument = graphql(`
  mutation AdminDeleteCategory($input: DeleteCategoryInput!) {
    deleteCategory(input: $input) {
      deletedDatabaseId
      userErrors {
        ...AdminUserError @unmask
      }
    }
  }
`);

interface CategoryValues {
  nameEn: string;
  nameVn: string;
}

const categoryFields = ['name_en', 'name_vn'];

function checkCategory(values: CategoryValues, intl: IntlShape): FieldErrors {
  const required = intl.formatMessage({ id: 'admin.catalogue.required' });
  const problems: FieldErrors = {};
  if (!values.nameEn.trim()) problems.name_en = required;
  if (!values.nameVn.trim()) problems.name_vn = required;
  return problems;
}

const categoryInput = (values: CategoryValues) => ({
  nameEn: values.nameEn.trim(),
  nameVn: values.nameVn.trim(),
});

/** `/dashboard/categories/new` and `/dashboard/categories/:id` (REST id): a category's names. */
export default function CategoryEditScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const query = useRecordQuery('Category', AdminCategoryScreenDocument);
  const { isNew, data } = query;
  const [create, { loading: creating }] = useMutation(CreateCategoryDocument);
  const [update, { loading: updating }] = useMutation(UpdateCategoryDocument);
  const [remove] = useMutation(DeleteCategoryDocument, {
    refetchQueries: ['AdminCategoriesScreen'],
  });

  const category = data?.node?.__typename === 'Category' ? data.node : null;
  const editor = useRecordEditor<CategoryValues>({
    query,
    saved: category && { nameEn: category.name.en, nameVn: category.name.vn },
    empty: { nameEn: '', nameVn: '' },
    newTitle: intl.formatMessage({ id: 'admin.categories.newTitle' }),
    recordTitle:
      category?.name[language] ?? intl.formatMessage({ id: 'admin.categories.editTitle' }),
    fields: categoryFields,
    check: (values) => checkCategory(values, intl),
    create: async (values) => {
      const result = (await create({ variables: { input: categoryInput(values) } })).data
        ?.createCategory;
      return { record: result?.category, userErrors: result?.userErrors };
    },
    update:
      category &&
      (async (values) => {
        const result = (
          await update({ variables: { input: { id: category.id, ...categoryInput(values) } } })
        ).data?.updateCategory;
        return { record: result?.category, userErrors: result?.userErrors };
      }),
    createdText: intl.formatMessage({ id: 'admin.categories.created' }),
    recordPath: categoryPath,
  });
  const { values, errors } = editor;

  const field = (key: keyof CategoryValues, apiField: string, label: string) =>
    values && (
      <TextField
        label={label}
        error={errors[apiField]}
        value={values[key]}
        onChange={(event) => editor.setValues({ ...values, [key]: event.target.value })}
      />
    );

  return (
    <RecordScreen
      title={editor.title}
      listPath={categoriesPath}
      backLabel={<FormattedMessage id="admin.categories.backToList" />}
      state={editor.state}
      onRetry={query.retry}
    >
      <RecordFormFrame
        formError={errors.form}
        saving={creating || updating}
        saveLabel={
          isNew ? (
            <FormattedMessage id="admin.categories.create" />
          ) : (
            <FormattedMessage id="admin.catalogue.save" />
          )
        }
        cancelTo={categoriesPath}
        onSubmit={() => void editor.save()}
      >
        {field('nameEn', 'name_en', intl.formatMessage({ id: 'admin.categories.form.nameEn' }))}
        {field('nameVn', 'name_vn', intl.formatMessage({ id: 'admin.categories.form.nameVn' }))}
      </RecordFormFrame>
      {category && (
        <DeleteRecord
          name={category.name[language]}
          deleteRecord={async () =>
            (await remove({ variables: { input: { id: category.id } } })).data?.deleteCategory
              .userErrors ?? []
          }
          inUseText={() => (
            <FormattedMessage
              id="admin.categories.delete.inUse"
              values={{ count: category.bikeCount, name: category.name[language] }}
            />
          )}
          listPath={categoriesPath}
          backLabel={<FormattedMessage id="admin.categories.backToList" />}
        />
      )}
    </RecordScreen>
  );
}
