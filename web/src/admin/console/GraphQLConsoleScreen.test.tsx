import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApp, Where } from '../../../test/render';
import type { GraphQLConsoleProps } from './GraphQLConsole';
import GraphQLConsoleScreen from './GraphQLConsoleScreen';

// GraphiQL (Monaco) does not run in jsdom: a stand-in shows what the screen hands it.
let mockLoadFails = false;
let mockProps: GraphQLConsoleProps | null = null;
jest.mock('./GraphQLConsole', () => {
  if (mockLoadFails) throw new Error('chunk download failed');
  return {
    __esModule: true,
    default: (props: GraphQLConsoleProps) => {
      mockProps = props;
      return <div role="application" aria-label="GraphiQL" />;
    },
  };
});

beforeEach(() => {
  // Each test downloads GraphiQL anew (the stand-in's factory runs again).
  jest.resetModules();
  mockLoadFails = false;
  mockProps = null;
});

function renderScreen() {
  return renderWithApp(
    <>
      <GraphQLConsoleScreen />
      <Where />
    </>,
    undefined,
    { path: '/dashboard/graphql?tab=1' },
  );
}

describe('GraphQLConsoleScreen', () => {
  it('says it is loading, then shows GraphiQL with the saved queries', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'GraphQL console' })).toBeInTheDocument();
    expect(screen.getByText('Loading the console…')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('application', { name: 'GraphiQL' })).toBeInTheDocument();
    expect(mockProps!.savedQueries.map((query) => query.name)).toEqual(
      expect.arrayContaining([
        'OwnerMonthlyOrders',
        'PartnerMonthlyOrders',
        'OrdersPerMonth',
        // The analytics reports' examples.
        'CancellationAndNoShowRates',
        'PartnerConversions',
      ]),
    );
    // jsdom is a phone here (test/setup.ts): the saved queries wait behind their button.
    expect(mockProps!.showSavedQueries).toBe(false);
  });

  it('offers a retry when GraphiQL could not be downloaded', async () => {
    mockLoadFails = true;
    renderScreen();
    expect(
      await screen.findByText(
        'The console could not be loaded. Check the connection and try again.',
      ),
    ).toBeInTheDocument();
    mockLoadFails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('application', { name: 'GraphiQL' })).toBeInTheDocument();
  });

  it('sends the admin to the login, back here afterwards, when the session ends', async () => {
    renderScreen();
    await screen.findByRole('application', { name: 'GraphiQL' });
    act(() => mockProps!.onSessionEnd());
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(
        '/dashboard/login?redirectURL=%2Fdashboard%2Fgraphql%3Ftab%3D1',
      ),
    );
  });
});
