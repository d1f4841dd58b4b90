import './monacoWorkers';
// GraphiQL's styles without its fonts: its style.css inlines Roboto and Fira Code as data:
// URIs, which the app's CSP (font-src 'self') refuses; the editors use the system's fonts.
// Monaco's own styles come with its code.
import '@graphiql/react/style.css';
import '@graphiql/plugin-doc-explorer/style.css';
import '@graphiql/plugin-history/style.css';
import 'graphiql/graphiql.css';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { keepTabsAccessible } from './accessibleTabs';
import { consoleFetcher } from './consoleFetcher';
import { SavedQueries, SavedQueriesIcon } from './SavedQueries';
import type { SavedQuery } from './savedQueries';

/** A box that is not one for layout: GraphiQL still fills the screen's. */
const StyledConsoleRoot = styled.div`
  display: contents;
`;

export interface GraphQLConsoleProps {
  savedQueries: SavedQuery[];
  /** The session ended (401): the screen sends the admin to the login. */
  onSessionEnd: () => void;
  /** The saved queries' pane open from the start (not on a phone: it takes the width). */
  showSavedQueries: boolean;
}

/**
 * GraphiQL, signed in as the admin: docs and autocompletion from introspection (the server
 * answers it to admins, in production too), the saved queries as a plugin of its sidebar.
 * Its tabs live in sessionStorage, not localStorage: the queries and answers of one admin are
 * not left on the device for the next person. GraphiQL's own texts are English only.
 */
export default function GraphQLConsole({
  savedQueries,
  onSessionEnd,
  showSavedQueries,
}: GraphQLConsoleProps) {
  const intl = useIntl();
  const fetcher = useMemo(() => consoleFetcher(onSessionEnd), [onSessionEnd]);
  const savedQueriesPlugin = useMemo(
    () => ({
      title: intl.formatMessage({ id: 'admin.console.saved.title' }),
      icon: SavedQueriesIcon,
      content: () => <SavedQueries queries={savedQueries} />,
    }),
    [intl, savedQueries],
  );
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => keepTabsAccessible(root.current!), []);
  return (
    <StyledConsoleRoot ref={root}>
      <GraphiQL
        fetcher={fetcher}
        plugins={[savedQueriesPlugin, HISTORY_PLUGIN]}
        visiblePlugin={showSavedQueries ? savedQueriesPlugin : undefined}
        defaultQuery={savedQueries[0]?.query ?? ''}
        storage={window.sessionStorage}
        shouldPersistHeaders={false}
      />
    </StyledConsoleRoot>
  );
}
