/** How many bars a ranking's chart shows; the table lists them all. */
export const chartedRanks = 10;
