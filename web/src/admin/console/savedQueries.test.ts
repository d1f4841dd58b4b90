import { exampleVariables, ownSavedQueries, savedQueriesOf } from './savedQueries';

describe('savedQueriesOf', () => {
  const source = `# Not this one: a blank line follows.

# Bookings by status,
# per day.
query ByStatus($from: Date!, $to: Date!, $top: Int = 5) {
  analytics(from: $from, to: $to) { ...Counts }
}

fragment Counts on Analytics { total }

# Cash.
query Cash($month: String!) { ordersPerMonth(month: $month) { month } }
`;

  it('gives each named operation with its comment, its fragments and its variables', () => {
    const [byStatus, cash] = savedQueriesOf(source);
    expect(byStatus).toEqual({
      name: 'ByStatus',
      description: 'Bookings by status, per day.',
      query: expect.stringContaining('fragment Counts on Analytics { total }'),
      // $top has a default: left out.
      variables: [
        { name: 'from', type: 'Date!' },
        { name: 'to', type: 'Date!' },
      ],
    });
    expect(byStatus.query).toMatch(/^query ByStatus\(/);
    expect(cash.query).toBe(
      'query Cash($month: String!) { ordersPerMonth(month: $month) { month } }\n',
    );
    expect(cash.description).toBe('Cash.');
  });

  it('refuses a file that is not GraphQL', () => {
    expect(() => savedQueriesOf('query {')).toThrow();
  });
});

describe('exampleVariables', () => {
  // 2026-11-30 20:00 UTC is already December 1st in Vietnam.
  const now = new Date('2026-11-30T20:00:00Z');

  it("fills months, ranges and counts in Vietnam's calendar", () => {
    expect(
      exampleVariables(
        {
          name: 'Q',
          description: '',
          query: '',
          variables: [
            { name: 'month', type: 'String!' },
            { name: 'from', type: 'Date!' },
            { name: 'to', type: 'Date!' },
            { name: 'top', type: 'Int' },
            { name: 'owner', type: 'ID!' },
          ],
        },
        now,
      ),
    ).toEqual({ month: '2026-12', from: '2026-10-01', to: '2026-12-01', top: 10, owner: null });
  });
});

describe("the console's own saved queries", () => {
  it('are the monthly orders of an owner and of a partner, cash earned and orders per month', () => {
    expect(ownSavedQueries.map((query) => query.name)).toEqual([
      'OwnerMonthlyOrders',
      'PartnerMonthlyOrders',
      'CashEarnedByMonth',
      'OrdersPerMonth',
    ]);
    for (const query of ownSavedQueries) expect(query.description).not.toBe('');
  });
});
