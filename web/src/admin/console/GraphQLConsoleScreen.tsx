import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useLocation, useNavigate } from '../../app/routing';
import { loginPathFor } from '../../app/session/session';
import { useIsMobile } from '../../app/useIsMobile';
import { ErrorState } from '../../ui/ErrorState';
import { usePageMeta } from '../../ui/usePageMeta';
import { adminLoginPath } from '../session/RequireAdmin';
import { accessibleGraphiQLTheme } from './accessibleTheme';
import { consoleSavedQueries } from './consoleSavedQueries';
import type { GraphQLConsoleProps } from './GraphQLConsole';

/** app/useIsMobile's phone width, written out: importing it would add an export to a chunk every page loads. */
const mobileQuery = '(max-width: 600px)';

const StyledConsolePage = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  /* GraphiQL fills what the area's header leaves of the screen, and scrolls inside itself. */
  height: calc(100dvh - 64px);
  min-height: 520px;
  padding: 8px 0 0;
  @media ${mobileQuery} {
    height: auto;
    min-height: 0;
  }
`;

const StyledHeading = styled.div`
  padding: 0 16px;
  h1 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * GraphiQL lays its parts side by side (sidebar, plugin, editors, response), too narrow on a
 * phone: there they are stacked and the page scrolls, the sidebar a row of buttons on top, the
 * open plugin, the editors, then the response, each tall enough to read; the drag bars
 * (mouse only) are hidden.
 */
const StyledGraphiQL = styled.div`
  flex: 1;
  min-height: 0;
  .graphiql-container {
    height: 100%;
  }
  ${accessibleGraphiQLTheme}
  @media ${mobileQuery} {
    .graphiql-container,
    .graphiql-container .graphiql-main,
    .graphiql-container #graphiql-session {
      flex-direction: column;
    }
    .graphiql-container {
      height: auto;
      overflow: visible;
    }
    .graphiql-container .graphiql-main {
      overflow-x: hidden;
    }
    .graphiql-container .graphiql-sidebar {
      flex-direction: row;
      width: auto;
      padding: 4px 8px;
      overflow: auto hidden;
    }
    .graphiql-container .graphiql-sidebar > button {
      width: 44px;
      height: 44px;
      margin-top: 0 !important;
    }
    .graphiql-container .graphiql-plugin {
      flex: none !important;
      min-width: 0 !important;
      border-left: 0;
      border-bottom: 1px solid hsla(var(--color-neutral), var(--alpha-background-heavy));
    }
    .graphiql-container .graphiql-sessions {
      flex: none !important;
      max-height: none;
      margin: 8px 4px;
    }
    .graphiql-container #graphiql-session {
      padding: 0 4px 4px;
    }
    .graphiql-container .graphiql-query-editor {
      padding: 8px 4px 8px 0;
      column-gap: 4px;
    }
    /* A long operation name would fill the tab bar and push the open tab out of sight. */
    .graphiql-container .graphiql-tab {
      max-width: 40vw;
      min-width: 0;
    }
    .graphiql-container .graphiql-tab-button {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* Its logo (a link to GitHub, out of reach offline) would take the tabs' room. */
    .graphiql-container .graphiql-logo {
      display: none;
    }
    /* Taps of 44px at least (UX.md): the tabs, the editor's toolbar and its tools' switches. */
    .graphiql-container .graphiql-tab-button,
    .graphiql-container .graphiql-tab-close,
    .graphiql-container .graphiql-editor-tools > button {
      min-height: 44px;
    }
    .graphiql-container .graphiql-tab-add,
    .graphiql-container .graphiql-toolbar-button,
    .graphiql-container .graphiql-execute-button,
    .graphiql-container .graphiql-tab-close,
    .graphiql-container .graphiql-toggle-editor-tools {
      min-width: 44px;
      min-height: 44px;
    }
    .graphiql-container .graphiql-editors {
      flex: none !important;
      height: 380px;
    }
    .graphiql-container .graphiql-response {
      flex: none !important;
      height: 420px;
    }
    .graphiql-container .graphiql-horizontal-drag-bar {
      display: none;
    }
  }
`;

const StyledLoading = styled.p`
  margin: 0;
  padding: 16px;
`;

type ConsoleModule = { default: ComponentType<GraphQLConsoleProps> };

/**
 * `/dashboard/graphql`: GraphiQL, signed in as the admin, with the saved example queries.
 * GraphiQL (with Monaco, its editor) is a download of its own, started by this screen only.
 */
export default function GraphQLConsoleScreen() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage({ id: 'admin.console.title' }),
    intl.formatMessage({ id: 'admin.console.description' }),
  );
  const isMobile = useIsMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const onSessionEnd = useCallback(
    () => navigate(loginPathFor(adminLoginPath, here), { replace: true }),
    [navigate, here],
  );

  const [module, setModule] = useState<ConsoleModule | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    import('./GraphQLConsole').then(setModule, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const Console = module?.default;
  return (
    <StyledConsolePage>
      <StyledHeading>
        <h1 tabIndex={-1}>
          <FormattedMessage id="admin.console.title" />
        </h1>
        <p>
          <FormattedMessage id="admin.console.intro" />
        </p>
      </StyledHeading>
      {failed ? (
        <ErrorState
          message={intl.formatMessage({ id: 'admin.console.loadFailed' })}
          onRetry={load}
        />
      ) : Console ? (
        <StyledGraphiQL>
          <Console
            savedQueries={consoleSavedQueries}
            onSessionEnd={onSessionEnd}
            showSavedQueries={!isMobile}
          />
        </StyledGraphiQL>
      ) : (
        <StyledLoading role="status">
          <FormattedMessage id="admin.console.loading" />
        </StyledLoading>
      )}
    </StyledConsolePage>
  );
}
