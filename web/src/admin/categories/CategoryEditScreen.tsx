import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLanguage } from '../../app/LanguageProvider';
import { Link, useNavigate, useParams } from '../../app/routing';
import { graphql } from '../../gql';
import { TextField } from '../../ui/TextField';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import { fieldErrorsOf, useUserErrorText, type FieldErrors } from '../catalogue/catalogueErrors';
import { DeleteRecord } from '../catalogue/DeleteRecord';
import { globalIdOf, restIdOf } from '../catalogue/globalIds';
import { RecordFormFrame } from '../catalogue/RecordFormFrame';
import { RecordScreen } from '../catalogue/RecordScreen';
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
        field
        message
        code
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
        field
        message
        code
      }
    }
  }
`);

const DeleteCategoryDocument = graphql(`
  mutation AdminDeleteCategory($input: DeleteCategoryInput!) {
    deleteCategory(input: $input) {
      deletedDatabaseId
      userErrors {
        field
        message
        code
      }
    }
  }
`);

interface CategoryValues {
  nameEn: string;
  nameVn: string;
}

const categoryFields = ['name_en', 'name_vn'];

/** `/dashboard/categories/new` and `/dashboard/categories/:id` (REST id): a category's names. */
export default function CategoryEditScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const param = useParams().id;
  const isNew = param === undefined;
  const restId = restIdOf(param);
  const { data, error, refetch } = useQuery(AdminCategoryScreenDocument, {
    variables: { id: globalIdOf('Category', restId ?? 0) },
    skip: isNew || restId === null,
    fetchPolicy: 'cache-and-network',
  });
  const [edited, setEdited] = useState<CategoryValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, { loading: creating }] = useMutation(CreateCategoryDocument);
  const [update, { loading: updating }] = useMutation(UpdateCategoryDocument);
  const [remove] = useMutation(DeleteCategoryDocument, {
    refetchQueries: ['AdminCategoriesScreen'],
  });

  const category = data?.node?.__typename === 'Category' ? data.node : null;
  const title = isNew
    ? intl.formatMessage({ id: 'admin.categories.newTitle' })
    : (category?.name[language] ?? intl.formatMessage({ id: 'admin.categories.editTitle' }));
  usePageMeta(title);

  const values: CategoryValues | null =
    edited ??
    (isNew
      ? { nameEn: '', nameVn: '' }
      : category
        ? { nameEn: category.name.en, nameVn: category.name.vn }
        : null);
  const state =
    !isNew && (restId === null || (data && !category))
      ? 'notFound'
      : error && !data && !isNew
        ? 'failed'
        : values
          ? 'ready'
          : 'loading';

  const save = async () => {
    if (!values) return;
    const required = intl.formatMessage({ id: 'admin.catalogue.required' });
    const problems: FieldErrors = {};
    if (!values.nameEn.trim()) problems.name_en = required;
    if (!values.nameVn.trim()) problems.name_vn = required;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const input = { nameEn: values.nameEn.trim(), nameVn: values.nameVn.trim() };
    try {
      if (isNew) {
        const result = (await create({ variables: { input } })).data?.createCategory;
        if (result?.category) {
          notify(intl.formatMessage({ id: 'admin.categories.created' }), 'success');
          navigate(categoryPath(result.category.databaseId));
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, categoryFields));
      } else if (category) {
        const result = (await update({ variables: { input: { id: category.id, ...input } } })).data
          ?.updateCategory;
        if (result?.category) {
          setEdited(null);
          notify(intl.formatMessage({ id: 'admin.catalogue.saved' }), 'success');
          return;
        }
        setErrors(fieldErrorsOf(result?.userErrors ?? [], errorText, categoryFields));
      }
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'admin.catalogue.connection' }) });
    }
  };

  const field = (key: keyof CategoryValues, apiField: string, label: string) =>
    values && (
      <TextField
        label={label}
        error={errors[apiField]}
        value={values[key]}
        onChange={(event) => setEdited({ ...values, [key]: event.target.value })}
      />
    );

  return (
    <RecordScreen
      title={title}
      listPath={categoriesPath}
      backLabel={<FormattedMessage id="admin.categories.backToList" />}
      state={state}
      onRetry={() => void refetch()}
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
        onSubmit={() => void save()}
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
          wayOn={
            <Link to={categoriesPath}>
              <FormattedMessage id="admin.categories.backToList" />
            </Link>
          }
          onDeleted={() => {
            notify(intl.formatMessage({ id: 'admin.catalogue.deleted' }), 'success');
            navigate(categoriesPath);
          }}
        />
      )}
    </RecordScreen>
  );
}
