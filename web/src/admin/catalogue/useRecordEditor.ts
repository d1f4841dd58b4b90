import { useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from '../../app/routing';
import { useNotify } from '../../ui/Toasts';
import { usePageMeta } from '../../ui/usePageMeta';
import {
  fieldErrorsOf,
  useUserErrorText,
  type ApiUserError,
  type FieldErrors,
} from './catalogueErrors';
import { globalIdOf, restIdOf } from '../ui/globalIds';

/**
 * The record of a page `…/new` (no id) or `…/:id` (REST id): its one query, asked only for an
 * existing record, by the global id the server builds from `type` and the REST id.
 */
export function useRecordQuery<Data>(
  type: string,
  document: TypedDocumentNode<Data, { id: string }>,
) {
  const param = useParams().id;
  const isNew = param === undefined;
  const restId = restIdOf(param);
  const { data, error, refetch } = useQuery(document, {
    variables: { id: globalIdOf(type, restId ?? 0) },
    skip: isNew || restId === null,
    fetchPolicy: 'cache-and-network',
  });
  return { isNew, restId, data, failed: Boolean(error), retry: () => void refetch() };
}

/** What a create or update mutation answered: the record when kept, else its userErrors. */
export interface SaveAnswer {
  record?: { id: string; databaseId?: number } | null;
  userErrors?: readonly ApiUserError[] | null;
}

/**
 * The editing of one catalogue record: its values (the record's until edited), the errors at
 * their fields, the page's state, and "save" (check, create or update, userErrors at fields).
 */
export function useRecordEditor<Values>({
  query: { isNew, restId, data, failed },
  saved,
  empty,
  newTitle,
  recordTitle,
  fields,
  check,
  create,
  update,
  createdText,
  recordPath,
}: {
  query: { isNew: boolean; restId: number | null; data: unknown; failed: boolean };
  /** The record's values as stored, null while loading or when not found. */
  saved: Values | null;
  empty: Values;
  newTitle: string;
  /** The record's name, or the generic title while loading. */
  recordTitle: string;
  /** The API's field names that have a place in the form. */
  fields: readonly string[];
  check(values: Values): FieldErrors;
  create(values: Values): Promise<SaveAnswer | undefined>;
  /** Absent while the record is not loaded. */
  update?: ((values: Values) => Promise<SaveAnswer | undefined>) | null;
  createdText: string;
  recordPath(databaseId: number): string;
}) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useUserErrorText();
  const [edited, setEdited] = useState<Values | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const title = isNew ? newTitle : recordTitle;
  usePageMeta(title);

  const loaded = Boolean(data);
  const values = edited ?? (isNew ? empty : saved);
  const state: 'ready' | 'loading' | 'failed' | 'notFound' =
    !isNew && (restId === null || (loaded && !saved))
      ? 'notFound'
      : failed && !loaded && !isNew
        ? 'failed'
        : values
          ? 'ready'
          : 'loading';

  /** Checks and sends the form; true when the API kept it. */
  const save = async (extraProblems: FieldErrors = {}): Promise<boolean> => {
    if (!values) return false;
    const problems = { ...check(values), ...extraProblems };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    try {
      if (isNew) {
        const answer = await create(values);
        const databaseId = answer?.record?.databaseId;
        if (databaseId) {
          notify(createdText, 'success');
          navigate(recordPath(databaseId));
          return true;
        }
        setErrors(fieldErrorsOf(answer?.userErrors ?? [], errorText, fields));
      } else if (update) {
        const answer = await update(values);
        if (answer?.record) {
          setEdited(null);
          notify(intl.formatMessage({ id: 'admin.catalogue.saved' }), 'success');
          return true;
        }
        setErrors(fieldErrorsOf(answer?.userErrors ?? [], errorText, fields));
      }
    } catch {
      setErrors({ form: intl.formatMessage({ id: 'admin.catalogue.connection' }) });
    }
    return false;
  };

  return { title, values, setValues: setEdited, errors, state, save };
}
